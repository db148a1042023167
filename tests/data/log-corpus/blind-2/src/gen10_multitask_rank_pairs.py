"""Multi-task model: topic classification + pairwise ranking by relevance grade.
Ranking term = softplus margin loss over all (i, j) pairs in the micro-batch
with rel_i > rel_j; its 'weight' is the number of such pairs.
Both task losses are per-micro-batch means divided by accum ('unsuccessful fix'
for the ranking term).  A micro-batch with no ordered pair contributes 0.
Columns: cls_loss, rank_sum, n_pairs, rank_loss (the backpropagated ranking
term), total_loss."""
import os, torch
import torch.nn.functional as F
from toydata import cls_docs, bag, BagClassifier

torch.manual_seed(10)
ACCUM, BS = 4, 5
data = cls_docs(2500, vocab=120, n_classes=4, seed=1010)
rel = torch.tensor([(y % 2) + int(len(t) > 20) for t, y in data])
model = BagClassifier(120, 32, 4)
score = torch.nn.Linear(32, 1)
opt = torch.optim.Adam(list(model.parameters()) + list(score.parameters()), lr=2e-3)
g = torch.Generator().manual_seed(10)

rows = ["step,micro,cls_loss,rank_sum,n_pairs,rank_loss,total_loss"]
for step in range(200):
    for m in range(ACCUM):
        idx = torch.randint(0, len(data), (BS,), generator=g)
        toks, offs, y = bag([data[i] for i in idx])
        h = model.encode(toks, offs)
        cls = F.cross_entropy(model.head(h), y) / ACCUM
        s = score(h).squeeze(-1)
        r = rel[idx]
        pairs = r[:, None] > r[None, :]
        n_pairs = int(pairs.sum())
        if n_pairs > 0:
            diff = s[None, :] - s[:, None]          # s_j - s_i, want s_i > s_j
            rank_sum = F.softplus(diff)[pairs].sum()
            rank = rank_sum / n_pairs / ACCUM
        else:
            rank_sum = torch.zeros(()); rank = torch.zeros(())
        total = cls + rank
        total.backward()
        rows.append(f"{step},{m},{cls.item()},{rank_sum.item()},{n_pairs},{rank.item()},{total.item()}")
    opt.step(); opt.zero_grad()

open(os.path.join(os.path.dirname(__file__), "..", "logs", "10_multitask_rank_pairs.csv"), "w").write("\n".join(rows) + "\n")
