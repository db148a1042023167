"""Metrics go to a JSON-lines file (one object per micro-batch; the last
micro-batch of each iteration also carries grad_norm).  Converted to CSV
afterwards with a generic jsonl->csv helper (union of keys, first-seen order).
Normalisation: token-summed CE / accum  (the failure)."""
import csv, json, os, time, torch
import torch.nn.functional as F
from toydata import markov_docs, pad_lm_batch, BigramLM, IGNORE

HERE = os.path.dirname(__file__)
JL = os.path.join(HERE, "raw", "17_metrics.jsonl")
CSV = os.path.join(HERE, "..", "logs", "17_jsonl_metrics.csv")


def jsonl_to_csv(src, dst):
    recs = [json.loads(l) for l in open(src) if l.strip()]
    keys = []
    for r in recs:
        for k in r:
            if k not in keys:
                keys.append(k)
    with open(dst, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=keys, lineterminator="\n")
        w.writeheader(); w.writerows(recs)


def run():
    torch.manual_seed(17)
    acc = 5
    docs = markov_docs(2000, vocab=64, min_len=2, max_len=40, seed=171)
    model = BigramLM(64, 32, hidden=True)
    opt = torch.optim.SGD(model.parameters(), lr=3e-4, momentum=0.9, nesterov=True)
    g = torch.Generator().manual_seed(17)
    t0 = time.time()
    with open(JL, "w") as out:
        for it in range(1, 181):
            for mb in range(acc):
                x, y = pad_lm_batch([docs[i] for i in torch.randint(0, len(docs), (4,), generator=g)])
                loss_sum = F.cross_entropy(model(x).view(-1, 64), y.view(-1), ignore_index=IGNORE, reduction="sum")
                loss = loss_sum / acc
                loss.backward()
                rec = {"it": it, "mb": mb, "loss": loss.item(), "loss_sum": loss_sum.item(),
                       "ntok": int((y != IGNORE).sum()), "lr": opt.param_groups[0]["lr"],
                       "t": round(time.time() - t0, 3)}
                if mb == acc - 1:
                    rec["grad_norm"] = float(torch.nn.utils.clip_grad_norm_(model.parameters(), 1e9))
                out.write(json.dumps(rec) + "\n")
            opt.step(); opt.zero_grad()


if __name__ == "__main__":
    run(); jsonl_to_csv(JL, CSV)
