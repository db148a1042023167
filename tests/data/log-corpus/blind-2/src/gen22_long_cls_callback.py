"""Long classification run (2500 optimizer steps, accum 3, variable micro-batch
size from a grouped sampler).  Loss: summed CE / accum (the failure).
A callback writes the micro-batch rows after each optimizer step and puts the
*step* loss (sum of the backpropagated micro losses) on every row of that step."""
import os, torch
import torch.nn.functional as F
from toydata import cls_docs, bag, BagClassifier


class CSVCallback:
    def __init__(self, path):
        self.f = open(path, "w")
        self.f.write("step,micro,weighted_sum,weight_sum,loss\n")

    def on_step_end(self, step, micro_stats, step_loss):
        for k, (s, n) in enumerate(micro_stats):
            self.f.write(f"{step},{k},{s},{n},{step_loss}\n")

    def close(self):
        self.f.close()


class Loop:
    def __init__(self, model, data, accum, callbacks):
        self.model, self.data, self.accum, self.cbs = model, data, accum, callbacks
        self.opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
        self.g = torch.Generator().manual_seed(22)

    def sample(self):
        bs = int(torch.randint(4, 11, (1,), generator=self.g))
        return bag([self.data[i] for i in torch.randint(0, len(self.data), (bs,), generator=self.g)])

    def fit(self, steps):
        for step in range(1, steps + 1):
            stats, step_loss = [], 0.0
            for _ in range(self.accum):
                toks, offs, y = self.sample()
                s = F.cross_entropy(self.model(toks, offs), y, reduction="sum")
                loss = s / self.accum
                loss.backward()
                stats.append((s.item(), len(y)))
                step_loss += loss.item()
            self.opt.step(); self.opt.zero_grad()
            for cb in self.cbs:
                cb.on_step_end(step, stats, step_loss)


torch.manual_seed(22)
data = cls_docs(3000, vocab=100, n_classes=4, min_len=8, max_len=30, seed=221, label_noise=0.0)
cb = CSVCallback(os.path.join(os.path.dirname(__file__), "..", "logs", "22_long_cls_callback.csv"))
Loop(BagClassifier(100, 16, 4), data, 3, [cb]).fit(2500)
cb.close()
