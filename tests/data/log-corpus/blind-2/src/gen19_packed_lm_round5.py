"""Pre-training style packed sequences (greedy packing into 96-token rows,
targets masked across document boundaries and on row padding).  2 rows per
micro-batch, accum 4.  loss = masked mean over the micro-batch / accum
('unsuccessful fix').  Values stored with round(x, 5) into a list of dicts,
written by csv.DictWriter."""
import csv, os, torch
import torch.nn.functional as F
from toydata import markov_docs, pack_docs, BigramLM, IGNORE

torch.manual_seed(19)
ROW, ROWS_PER_MB, ACCUM = 96, 2, 4
docs = markov_docs(6000, vocab=64, min_len=5, max_len=90, seed=191)
rows = pack_docs(docs, ROW)
g = torch.Generator().manual_seed(19)
order = torch.randperm(len(rows), generator=g).tolist()
model = BigramLM(64, 48, hidden=True)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.1)
records = []
ptr = 0
for step in range(250):
    for m in range(ACCUM):
        sel = [rows[order[(ptr + r) % len(order)]] for r in range(ROWS_PER_MB)]
        ptr += ROWS_PER_MB
        x = torch.stack([a for a, _ in sel]); y = torch.stack([b for _, b in sel])
        tok = F.cross_entropy(model(x).view(-1, 64), y.view(-1), ignore_index=IGNORE, reduction="none")
        n = int((y != IGNORE).sum())
        loss = tok.sum() / n / ACCUM
        loss.backward()
        records.append({"step": step, "micro": m, "weighted_sum": round(tok.sum().item(), 5),
                        "weight_sum": n, "loss": round(loss.item(), 5)})
    opt.step(); opt.zero_grad()
with open(os.path.join(os.path.dirname(__file__), "..", "logs", "19_packed_lm_round5.csv"), "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(records[0]))
    w.writeheader(); w.writerows(records)
