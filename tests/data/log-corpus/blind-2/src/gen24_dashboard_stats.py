"""The team logs only the per-micro-batch statistics they use for throughput
dashboards (summed loss, tokens) plus lr / grad norm -- the backpropagated
loss itself was never written.  Run normalisation: the failure (sum / accum)."""
import csv, os, torch
import torch.nn.functional as F
from toydata import markov_docs, pad_lm_batch, BigramLM, IGNORE

torch.manual_seed(24)
ACC = 4
docs = markov_docs(2000, vocab=64, min_len=2, max_len=64, seed=241)
model = BigramLM(64, 32)
opt = torch.optim.SGD(model.parameters(), lr=1e-4, momentum=0.9)
g = torch.Generator().manual_seed(24)
with open(os.path.join(os.path.dirname(__file__), "..", "logs", "24_dashboard_stats.csv"), "w", newline="") as fh:
    w = csv.writer(fh, lineterminator="\n")
    w.writerow(["step", "micro", "weighted_sum", "weight_sum", "lr", "grad_norm"])
    for step in range(200):
        stats = []
        for k in range(ACC):
            x, y = pad_lm_batch([docs[i] for i in torch.randint(0, len(docs), (5,), generator=g)])
            s = F.cross_entropy(model(x).view(-1, 64), y.view(-1), ignore_index=IGNORE, reduction="sum")
            (s / ACC).backward()
            stats.append((s.item(), int((y != IGNORE).sum())))
        gn = torch.nn.utils.clip_grad_norm_(model.parameters(), 10.0).item()
        opt.step(); opt.zero_grad()
        for k, (s, n) in enumerate(stats):
            w.writerow([step, k, s, n, opt.param_groups[0]["lr"], gn])
