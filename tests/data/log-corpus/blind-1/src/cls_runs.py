"""Classification runs (per-sample weights instead of tokens) and a W&B export.

  bs1_classification_failure.csv   : micro-batch size 1, every sample weight 1,
      loss = CE(reduction="sum") / accum -> the three normalisations coincide.
  weighted_samples_epoch_local_step.csv : per-sample weights (class-balance x
      label-confidence), loss = (w*l).sum()/w.sum() / accum, step counter
      restarts every epoch (an `epoch` column disambiguates).
  wandb_export_train_loss.csv      : a run that only wandb.log'ged the step loss,
      exported from the W&B chart ("Download CSV").
"""
import csv
import os

import torch
import torch.nn as nn
import torch.nn.functional as F

from common import TinyLM, batches, ce, chunks, collate_lm, make_lm_dataset, seed_all
from truth import Truth

LOGS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "logs")


def make_cls_data(n, d=16, k=5, seed=0):
    g = torch.Generator().manual_seed(seed)
    W = torch.randn(d, k, generator=g)
    X = torch.randn(n, d, generator=g)
    logits = X @ W + 0.8 * torch.randn(n, k, generator=g)
    # imbalanced classes: shift the logits
    logits += torch.tensor([1.5, 0.8, 0.0, -0.5, -1.0])
    y = logits.argmax(-1)
    conf = torch.rand(n, generator=g) * 0.8 + 0.2          # annotator confidence
    return X, y, conf


def mlp(d=16, k=5):
    return nn.Sequential(nn.Linear(d, 64), nn.ReLU(), nn.Linear(64, k))


def bs1_failure():
    name = "bs1_classification_failure.csv"
    seed_all(19)
    X, y, _ = make_cls_data(480, seed=19)
    model = mlp()
    opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
    accum = 4
    truth = Truth(name, "failure")
    with open(os.path.join(LOGS, name), "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["step", "weighted_sum", "weight_sum", "loss"])
        perm = torch.randperm(len(X)).tolist()
        for step, idx in enumerate(chunks(perm, accum)):
            mbs, obj = [], 0.0
            for i in idx:                               # micro-batch = one example
                out = model(X[i:i + 1])
                loss = F.cross_entropy(out, y[i:i + 1], reduction="sum") / accum
                loss.backward()
                s = loss.item() * accum
                w.writerow([step, s, 1, loss.item()])
                mbs.append((s, 1))
                obj += loss.item()
            opt.step()
            opt.zero_grad()
            truth.add(step, mbs, obj)
    truth.save()


def weighted_samples():
    name = "weighted_samples_epoch_local_step.csv"
    seed_all(20)
    X, y, conf = make_cls_data(1200, seed=20)
    counts = torch.bincount(y, minlength=5).float()
    class_w = (counts.sum() / (5 * counts.clamp(min=1)))
    sample_w = class_w[y] * conf
    model = mlp()
    opt = torch.optim.Adam(model.parameters(), lr=3e-3)
    accum = 3
    truth = Truth(name, "unsuccessful-fix")
    with open(os.path.join(LOGS, name), "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["epoch", "step", "weighted_sum", "weight_sum", "loss"])
        for epoch in range(3):
            perm = torch.randperm(len(X)).tolist()
            mb = [perm[i:i + 12] for i in range(0, len(perm), 12)]       # 100 micro-batches
            for step, window in enumerate(chunks(mb, accum)):
                mbs, obj = [], 0.0
                for idx in window:
                    out = model(X[idx])
                    per = F.cross_entropy(out, y[idx], reduction="none")
                    wt = sample_w[idx]
                    loss = (per * wt).sum() / wt.sum() / accum
                    loss.backward()
                    s, m = (per * wt).sum().item(), wt.sum().item()
                    w.writerow([epoch, step, s, m, loss.item()])
                    mbs.append((s, m))
                    obj += loss.item()
                opt.step()
                opt.zero_grad()
                truth.add(f"{epoch}:{step}", mbs, obj)
    truth.save()


def wandb_export():
    name = "wandb_export_train_loss.csv"
    seed_all(29)
    docs = make_lm_dataset(800, seed=29)
    model = TinyLM()
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3)
    accum = 4
    truth = Truth(name, "unsuccessful-fix")
    history = []                                   # what wandb.log received
    step = 0
    for epoch in range(2):
        for window in chunks(batches(docs, 4, collate_lm, seed=290 + epoch), accum):
            tr_loss, mbs = 0.0, []
            for b in window:
                logits = model(b["input_ids"])
                loss = ce(logits, b["labels"]) / accum
                loss.backward()
                tr_loss += loss.item()
                mbs.append((ce(logits.detach(), b["labels"], "sum").item(), int((b["labels"] != -100).sum())))
            opt.step()
            opt.zero_grad()
            history.append((step, tr_loss))       # wandb.log({"train/loss": tr_loss}, step=step)
            truth.add(step, mbs, tr_loss)
            step += 1
    run = "glorious-sweep-17"
    with open(os.path.join(LOGS, name), "w", newline="") as f:
        w = csv.writer(f, quoting=csv.QUOTE_ALL, lineterminator="\n")
        w.writerow(["Step", f"{run} - train/loss", f"{run} - train/loss__MIN", f"{run} - train/loss__MAX"])
        for s, l in history:
            w.writerow([s, l, l, l])
    truth.save()


if __name__ == "__main__":
    os.makedirs(LOGS, exist_ok=True)
    bs1_failure()
    weighted_samples()
    wandb_export()
