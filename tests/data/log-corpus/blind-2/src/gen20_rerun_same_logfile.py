"""One training script, run twice: first with the old normalisation (mean token
loss / accum, 'unsuccessful fix'), then, after the team read about the bug, with
--token-norm (window token count, repair).  The logger opens the CSV in append
mode and writes the header only when the file does not exist yet, so the second
run's rows were appended below the first run's, step counter restarting at 0.
(The first run was killed after 120 steps.)"""
import argparse, csv, os, torch
import torch.nn.functional as F
from toydata import markov_docs, pad_lm_batch, BigramLM, IGNORE

LOG = os.path.join(os.path.dirname(__file__), "..", "logs", "20_rerun_same_logfile.csv")


class CSVLogger:
    def __init__(self, path, fields):
        new = not os.path.exists(path)
        self.fh = open(path, "a", newline="")
        self.w = csv.DictWriter(self.fh, fieldnames=fields, lineterminator="\n")
        if new:
            self.w.writeheader()

    def log(self, **kw):
        self.w.writerow(kw)

    def close(self):
        self.fh.close()


def main(argv):
    ap = argparse.ArgumentParser()
    ap.add_argument("--token-norm", action="store_true")
    ap.add_argument("--steps", type=int, default=150)
    ap.add_argument("--seed", type=int, default=20)
    a = ap.parse_args(argv)
    torch.manual_seed(a.seed)
    accum = 4
    docs = markov_docs(2000, vocab=64, min_len=2, max_len=50, seed=201)
    model = BigramLM(64, 32, hidden=True)
    opt = torch.optim.Adam(model.parameters(), lr=2e-3)
    g = torch.Generator().manual_seed(a.seed)
    lg = CSVLogger(LOG, ["step", "micro", "weighted_sum", "weight_sum", "loss"])
    for step in range(a.steps):
        mbs = [pad_lm_batch([docs[i] for i in torch.randint(0, len(docs), (4,), generator=g)]) for _ in range(accum)]
        n_win = sum(int((y != IGNORE).sum()) for _, y in mbs)
        for k, (x, y) in enumerate(mbs):
            s = F.cross_entropy(model(x).view(-1, 64), y.view(-1), ignore_index=IGNORE, reduction="sum")
            n = int((y != IGNORE).sum())
            loss = s / n_win if a.token_norm else (s / n) / accum
            loss.backward()
            lg.log(step=step, micro=k, weighted_sum=s.item(), weight_sum=n, loss=loss.item())
        opt.step(); opt.zero_grad()
    lg.close()


if __name__ == "__main__":
    if os.path.exists(LOG):
        os.remove(LOG)
    main(["--steps", "120"])                       # first run (killed at 120)
    main(["--token-norm", "--seed", "21"])         # second run, appended
