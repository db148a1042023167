"""Sequence classification with per-sample weights (data-source reliability x
class balance).  Token-budget batching => micro-batches have different sizes.
Normalisation: sum_i w_i * CE_i over the window / sum_i w_i over the window (repair).
Collected in a list of dicts and written with pandas DataFrame.to_csv (index kept)."""
import os, torch, pandas as pd
import torch.nn.functional as F
from toydata import cls_docs, bag, BagClassifier

torch.manual_seed(6)
ACCUM, TOKEN_BUDGET, STEPS = 4, 160, 200
data = cls_docs(4000, vocab=200, n_classes=4, min_len=3, max_len=45, seed=66)
g = torch.Generator().manual_seed(1)
source = torch.randint(0, 3, (len(data),), generator=g)               # 0 web, 1 curated, 2 synthetic
src_w = torch.tensor([0.35, 1.0, 0.6])
cls_freq = torch.bincount(torch.tensor([y for _, y in data]), minlength=4).float()
cls_w = (cls_freq.mean() / cls_freq)
weights = src_w[source] * torch.tensor([float(cls_w[y]) for _, y in data])


def token_budget_batches():
    order = torch.randperm(len(data), generator=g).tolist()
    while True:
        b, ntok = [], 0
        while order:
            i = order[-1]
            if b and ntok + len(data[i][0]) > TOKEN_BUDGET:
                break
            order.pop(); b.append(i); ntok += len(data[i][0])
        if not order:
            order = torch.randperm(len(data), generator=g).tolist()
        yield b


model = BagClassifier(200, 32, 4)
opt = torch.optim.Adam(model.parameters(), lr=3e-3)
records = []
batches = token_budget_batches()
for step in range(STEPS):
    window = [next(batches) for _ in range(ACCUM)]
    w_total = sum(weights[b].sum() for b in window)
    for m, b in enumerate(window):
        toks, offs, y = bag([data[i] for i in b])
        w = weights[b]
        ce = F.cross_entropy(model(toks, offs), y, reduction="none")
        wsum = (w * ce).sum()
        loss = wsum / w_total
        loss.backward()
        records.append(dict(step=step, micro=m, n_samples=len(b), weighted_sum=wsum.item(),
                            weight_sum=w.sum().item(), loss=loss.item()))
    opt.step(); opt.zero_grad()

pd.DataFrame(records).to_csv(os.path.join(os.path.dirname(__file__), "..", "logs", "06_seqcls_sample_weights_pandas.csv"))
