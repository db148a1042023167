"""Run that died on its first micro-batch: the CSV logger had already written
its header, so the log is a header and nothing else.  (The targets came out of
a float array and F.cross_entropy rejects them.)  Intended normalisation was
the repair, but no row was ever written.
Running this script is expected to raise; the traceback is kept in raw/."""
import csv, os, traceback, torch
import torch.nn.functional as F
from toydata import cls_docs, bag, BagClassifier

HERE = os.path.dirname(__file__)
fh = open(os.path.join(HERE, "..", "logs", "29_crashed_run.csv"), "w", newline="")
w = csv.writer(fh)
w.writerow(["step", "micro", "weighted_sum", "weight_sum", "loss"])
torch.manual_seed(29)
data = cls_docs(500, seed=291)
model = BagClassifier()
try:
    toks, offs, y = bag(data[:8])
    y = y.float()                                    # the bug
    weights = torch.ones(8)
    ce = F.cross_entropy(model(toks, offs), y, reduction="none")
    loss = (weights * ce).sum() / weights.sum()
    loss.backward()
    w.writerow([0, 0, (weights * ce).sum().item(), weights.sum().item(), loss.item()])
except Exception:
    open(os.path.join(HERE, "raw", "29_traceback.txt"), "w").write(traceback.format_exc())
finally:
    fh.close()
