"""Sequence classification, per-sample weights (confidence of a weak labeler).
WeightedCE returns the weighted *mean* of the micro-batch, then / accum
(the 'unsuccessful fix': every micro-batch counts equally whatever its weight mass).
Numbers are written with '%.6g'."""
import os, torch
import torch.nn as nn
import torch.nn.functional as F
from toydata import cls_docs, bag, BagClassifier


class WeightedCE(nn.Module):
    def forward(self, logits, target, weight):
        per = F.cross_entropy(logits, target, reduction="none")
        self.last_sum = (per * weight).sum().detach()
        self.last_mass = weight.sum().detach()
        return (per * weight).sum() / weight.sum()


torch.manual_seed(7)
ACCUM, BS = 3, 12
data = cls_docs(3000, vocab=160, n_classes=5, seed=77, label_noise=0.2)
g = torch.Generator().manual_seed(2)
conf = torch.distributions.Beta(2.0, 1.2).sample((len(data),)).clamp(0.05, 1.0)  # weak-label confidence
model = BagClassifier(160, 24, 5)
crit = WeightedCE()
opt = torch.optim.SGD(model.parameters(), lr=0.5)

with open(os.path.join(os.path.dirname(__file__), "..", "logs", "07_seqcls_weak_label_weights.csv"), "w") as fh:
    fh.write("step,micro,weighted_sum,weight_sum,loss\n")
    for step in range(1, 301):
        for m in range(ACCUM):
            idx = torch.randint(0, len(data), (BS,), generator=g)
            toks, offs, y = bag([data[i] for i in idx])
            loss = crit(model(toks, offs), y, conf[idx]) / ACCUM
            loss.backward()
            fh.write("%d,%d,%.6g,%.6g,%.6g\n" % (step, m, crit.last_sum, crit.last_mass, loss.item()))
        opt.step(); opt.zero_grad()
