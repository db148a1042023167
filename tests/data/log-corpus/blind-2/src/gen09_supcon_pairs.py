"""Supervised-contrastive (SupCon-style) training of a bag-of-words encoder.
Each micro-batch: 8 documents x 2 token-dropout views.  Every (anchor, positive)
pair with the same label is one loss term, so the 'weight' of a micro-batch is
its number of positive pairs, which depends on the label mix.
Normalisation: sum of pair losses / number of positive pairs in the whole
accumulation window (counted up front from the labels) -> repair.
Columns are the team's own names: pair_loss_sum, n_pairs."""
import csv, os, torch
import torch.nn.functional as F
from toydata import cls_docs, BagClassifier

torch.manual_seed(9)
ACCUM, DOCS_PER_MB, TAU = 4, 8, 0.2
data = cls_docs(2000, vocab=150, n_classes=5, seed=99, label_noise=0.0)
enc = BagClassifier(150, 32, 5)          # head unused; we train the embedding
proj = torch.nn.Linear(32, 16)
opt = torch.optim.Adam(list(enc.parameters()) + list(proj.parameters()), lr=2e-3)
g = torch.Generator().manual_seed(4)


def views(idx):
    toks, offs, labels = [], [], []
    pos = 0
    for v in range(2):
        for i in idx:
            t = data[i][0]
            keep = torch.rand(len(t), generator=g) > 0.3
            if keep.sum() == 0:
                keep[0] = True
            t = t[keep]
            offs.append(pos); toks.append(t); pos += len(t)
            labels.append(data[i][1])
    return torch.cat(toks), torch.tensor(offs), torch.tensor(labels)


def pos_mask(labels):
    m = labels[:, None] == labels[None, :]
    m.fill_diagonal_(False)
    return m


with open(os.path.join(os.path.dirname(__file__), "..", "logs", "09_supcon_pairs.csv"), "w", newline="") as fh:
    wr = csv.DictWriter(fh, ["step", "micro", "pair_loss_sum", "n_pairs", "loss"], lineterminator="\n")
    wr.writeheader()
    for step in range(1, 201):
        window = [views(torch.randint(0, len(data), (DOCS_PER_MB,), generator=g).tolist()) for _ in range(ACCUM)]
        total_pairs = sum(int(pos_mask(lab).sum()) for _, _, lab in window)
        for m, (toks, offs, lab) in enumerate(window):
            z = F.normalize(proj(enc.encode(toks, offs)), dim=-1)
            sim = z @ z.t() / TAU
            sim = sim.masked_fill(torch.eye(len(lab), dtype=torch.bool), float("-inf"))
            logp = sim.log_softmax(dim=1)
            pm = pos_mask(lab)
            pair_sum = -(logp[pm]).sum()
            loss = pair_sum / total_pairs
            loss.backward()
            wr.writerow({"step": step, "micro": m, "pair_loss_sum": pair_sum.item(),
                         "n_pairs": int(pm.sum()), "loss": loss.item()})
        opt.step(); opt.zero_grad()
