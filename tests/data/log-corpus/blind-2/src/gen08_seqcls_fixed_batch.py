"""Plain sequence classification, no sample weights, fixed micro-batch size 16
(drop_last=True).  loss = CE(mean) / accum, i.e. the code is written as the
'unsuccessful fix', but every micro-batch has the same weight mass (16), so
mean-of-means == global mean on this data."""
import csv, os, torch
import torch.nn.functional as F
from torch.utils.data import DataLoader
from toydata import cls_docs, bag, BagClassifier

torch.manual_seed(8)
data = cls_docs(3200, vocab=120, n_classes=3, seed=88)
dl = DataLoader(data, batch_size=16, shuffle=True, drop_last=True, collate_fn=bag,
                generator=torch.Generator().manual_seed(3))
model = BagClassifier(120, 16, 3)
opt = torch.optim.Adam(model.parameters(), lr=2e-3)
accum = 4
with open(os.path.join(os.path.dirname(__file__), "..", "logs", "08_seqcls_fixed_batch.csv"), "w", newline="") as fh:
    w = csv.writer(fh, lineterminator="\n")
    w.writerow(["step", "micro", "weighted_sum", "weight_sum", "loss"])
    step = 0
    for epoch in range(3):
        for i, (toks, offs, y) in enumerate(dl):
            ce = F.cross_entropy(model(toks, offs), y, reduction="none")
            loss = ce.mean() / accum
            loss.backward()
            w.writerow([step, i % accum, ce.sum().item(), len(y), loss.item()])
            if (i + 1) % accum == 0:
                opt.step(); opt.zero_grad(); step += 1
