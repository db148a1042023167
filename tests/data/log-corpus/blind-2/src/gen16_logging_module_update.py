"""Team logs through the logging module; a small converter turns the training
lines into CSV afterwards.  Step is called 'update', the weight 'tokens', the
summed loss 'loss_sum'.  Normalisation: repair (window token count, gathered
before the backward passes, like a DDP all-reduce of the token count would)."""
import csv, logging, os, re, torch
import torch.nn.functional as F
from toydata import markov_docs, pad_lm_batch, BigramLM, IGNORE

HERE = os.path.dirname(__file__)
RAW = os.path.join(HERE, "raw", "16_train.log")
CSV = os.path.join(HERE, "..", "logs", "16_logging_module_update.csv")


def train():
    log = logging.getLogger("lm.train")
    h = logging.FileHandler(RAW, mode="w")
    h.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    log.addHandler(h); log.setLevel(logging.INFO)
    torch.manual_seed(16)
    docs = markov_docs(2400, vocab=64, min_len=2, max_len=72, seed=161)
    model = BigramLM(64, 32, hidden=True)
    opt = torch.optim.AdamW(model.parameters(), lr=1.5e-3)
    g = torch.Generator().manual_seed(16)
    accum = 6
    log.info("starting run: accum=%d micro_bs=%d", accum, 3)
    for update in range(1, 151):
        mb = [pad_lm_batch([docs[i] for i in torch.randint(0, len(docs), (3,), generator=g)]) for _ in range(accum)]
        ntok_window = torch.stack([(y != IGNORE).sum() for _, y in mb]).sum()
        for j, (x, y) in enumerate(mb):
            lsum = F.cross_entropy(model(x).view(-1, 64), y.view(-1), ignore_index=IGNORE, reduction="sum")
            loss = lsum / ntok_window
            loss.backward()
            log.info("update=%d micro=%d tokens=%d loss_sum=%.6f loss=%.8f", update, j,
                     int((y != IGNORE).sum()), lsum.item(), loss.item())
        gn = torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        if gn > 5:
            log.warning("large grad norm %.2f at update %d", gn, update)
        opt.step(); opt.zero_grad()
        if update % 50 == 0:
            log.info("eval update=%d ppl=%.3f", update, float(torch.exp(lsum / (y != IGNORE).sum())))
    h.close()


def convert():
    pat = re.compile(r"^(\S+ \S+) (\w+) \S+: update=(\d+) micro=(\d+) tokens=(\d+) loss_sum=(\S+) loss=(\S+)$")
    with open(RAW) as src, open(CSV, "w", newline="") as dst:
        w = csv.writer(dst, lineterminator="\n")
        w.writerow(["time", "level", "update", "micro", "tokens", "loss_sum", "loss"])
        for line in src:
            m = pat.match(line.rstrip("\n"))
            if m:
                w.writerow(m.groups())


if __name__ == "__main__":
    train(); convert()
