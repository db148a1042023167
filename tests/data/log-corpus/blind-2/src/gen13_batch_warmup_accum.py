"""Batch-size warm-up: accumulation 1 for the first 40 optimizer steps, then 8.
Normalisation is the repair (token-sum / tokens in the window), so the change
of accumulation count does not change the per-token weighting.
The log carries an 'accum' column."""
import os, torch
import torch.nn.functional as F
from toydata import markov_docs, pad_lm_batch, BigramLM, IGNORE


def accum_schedule(step):
    return 1 if step <= 40 else 8


def main():
    torch.manual_seed(13)
    docs = markov_docs(3000, vocab=64, min_len=2, max_len=48, seed=131)
    model = BigramLM(64, 32, hidden=True)
    opt = torch.optim.AdamW(model.parameters(), lr=2e-3, betas=(0.9, 0.95))
    g = torch.Generator().manual_seed(13)
    lines = [",".join(["step", "accum", "micro", "weighted_sum", "weight_sum", "loss"])]
    for step in range(1, 161):
        k = accum_schedule(step)
        mbs = [pad_lm_batch([docs[i] for i in torch.randint(0, len(docs), (4,), generator=g)]) for _ in range(k)]
        denom = sum(int((y != IGNORE).sum()) for _, y in mbs)
        for j, (x, y) in enumerate(mbs):
            lg = model(x)
            s = F.cross_entropy(lg.view(-1, 64), y.view(-1), ignore_index=IGNORE, reduction="sum")
            (s / denom).backward()
            lines.append(",".join(map(str, [step, k, j, s.item(), int((y != IGNORE).sum()), (s / denom).item()])))
        opt.step(); opt.zero_grad()
    with open(os.path.join(os.path.dirname(__file__), "..", "logs", "13_batch_warmup_accum.csv"), "w") as f:
        f.write("\n".join(lines) + "\n")


main()
