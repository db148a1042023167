"""Accumulation ramp 1 -> 2 -> 4 -> 8 (keyed on optimizer step, from 0).
loss = mean token CE of the micro-batch / current accum ('unsuccessful fix').
No accum column in the log: the number of rows per step is the only trace."""
import os, torch
import torch.nn.functional as F
from toydata import markov_docs, pad_lm_batch, BigramLM, IGNORE

RAMP = {0: 1, 30: 2, 60: 4, 120: 8}


def accum_at(step):
    return RAMP[max(k for k in RAMP if k <= step)]


torch.manual_seed(14)
docs = markov_docs(2500, vocab=50, min_len=2, max_len=64, seed=141)
model = BigramLM(50, 24, hidden=True)
opt = torch.optim.Adam(model.parameters(), lr=2e-3)
g = torch.Generator().manual_seed(14)
path = os.path.join(os.path.dirname(__file__), "..", "logs", "14_accum_ramp.csv")
with open(path, "w") as f:
    print("step,micro,weighted_sum,weight_sum,loss", file=f)
    for step in range(240):
        k = accum_at(step)
        for m in range(k):
            x, y = pad_lm_batch([docs[i] for i in torch.randint(0, len(docs), (4,), generator=g)])
            out = model(x).view(-1, 50)
            tok = F.cross_entropy(out, y.view(-1), reduction="none", ignore_index=IGNORE)
            valid = (y.view(-1) != IGNORE)
            loss = tok[valid].mean() / k
            loss.backward()
            print(step, m, tok.sum().item(), int(valid.sum()), loss.item(), sep=",", file=f)
        opt.step(); opt.zero_grad()
