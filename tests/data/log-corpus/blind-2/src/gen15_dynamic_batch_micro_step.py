"""Length-bucketed dynamic batching for a classifier (batch size varies, 3-14
samples).  The loop only knows a global micro_step counter; the optimizer steps
every 4 micro-steps.  loss = CE.mean() / 4 ('unsuccessful fix': a 3-sample
micro-batch counts as much as a 14-sample one).  Logged per micro-batch with
micro_step (from 0) and no optimizer-step column."""
import os, torch
import torch.nn.functional as F
from toydata import cls_docs, bag, BagClassifier

torch.manual_seed(15)
GRAD_ACC = 4
data = cls_docs(5000, vocab=180, n_classes=6, min_len=2, max_len=60, seed=151)
# bucket by length; batch = as many as fit in 200 tokens (max 14)
order = sorted(range(len(data)), key=lambda i: len(data[i][0]))
batches, cur, ntok = [], [], 0
for i in order:
    L = len(data[i][0])
    if cur and (ntok + L > 200 or len(cur) == 14):
        batches.append(cur); cur, ntok = [], 0
    cur.append(i); ntok += L
batches.append(cur)
g = torch.Generator().manual_seed(15)
perm = torch.randperm(len(batches), generator=g).tolist()

model = BagClassifier(180, 32, 6)
opt = torch.optim.Adam(model.parameters(), lr=3e-3)
with open(os.path.join(os.path.dirname(__file__), "..", "logs", "15_dynamic_batch_micro_step.csv"), "w") as f:
    f.write("micro_step,weighted_sum,weight_sum,loss\n")
    for micro_step in range(1000):
        b = batches[perm[micro_step % len(perm)]]
        toks, offs, y = bag([data[i] for i in b])
        ce = F.cross_entropy(model(toks, offs), y, reduction="none")
        loss = ce.mean() / GRAD_ACC
        loss.backward()
        f.write(f"{micro_step},{ce.sum().item()},{len(b)},{loss.item()}\n")
        if (micro_step + 1) % GRAD_ACC == 0:
            opt.step(); opt.zero_grad()
