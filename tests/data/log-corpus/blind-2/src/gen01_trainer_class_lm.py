"""Team A: a home-grown Trainer class for a small LM.

They read the "gradient accumulation bug" write-ups and normalise by the number
of target tokens in the whole accumulation window (the repair).  Log written by
csv.DictWriter, one row per micro-batch, steps counted from 1.
"""
import csv, os, random
import torch
import torch.nn.functional as F
from toydata import markov_docs, pad_lm_batch, BigramLM, IGNORE

OUT = os.path.join(os.path.dirname(__file__), "..", "logs", "01_trainer_class_lm.csv")


class Trainer:
    def __init__(self, model, docs, micro_bs=6, accum=4, lr=3e-3, log_path=OUT):
        self.model, self.docs = model, docs
        self.micro_bs, self.accum = micro_bs, accum
        self.opt = torch.optim.AdamW(model.parameters(), lr=lr, weight_decay=0.01)
        self.log_path = log_path
        self.global_step = 0

    def micro_batches(self):
        rnd = random.Random(1)
        while True:
            idx = rnd.sample(range(len(self.docs)), self.micro_bs)
            yield pad_lm_batch([self.docs[i] for i in idx])

    def train(self, n_steps):
        it = self.micro_batches()
        with open(self.log_path, "w", newline="") as fh:
            w = csv.DictWriter(fh, fieldnames=["step", "micro", "weighted_sum", "weight_sum", "loss", "lr"])
            w.writeheader()
            for _ in range(n_steps):
                window = [next(it) for _ in range(self.accum)]
                # count tokens in the window *before* any backward
                n_window = sum(int((t != IGNORE).sum()) for _, t in window)
                self.opt.zero_grad(set_to_none=True)
                self.global_step += 1
                for m, (x, y) in enumerate(window):
                    logits = self.model(x)
                    tok_sum = F.cross_entropy(logits.view(-1, logits.size(-1)), y.view(-1),
                                              ignore_index=IGNORE, reduction="sum")
                    loss = tok_sum / n_window
                    loss.backward()
                    w.writerow({"step": self.global_step, "micro": m,
                                "weighted_sum": tok_sum.item(),
                                "weight_sum": int((y != IGNORE).sum()),
                                "loss": loss.item(),
                                "lr": self.opt.param_groups[0]["lr"]})
                self.opt.step()


if __name__ == "__main__":
    torch.manual_seed(0)
    docs = markov_docs(2000, vocab=64, min_len=3, max_len=40, seed=11)
    Trainer(BigramLM(64, 32, hidden=True), docs).train(300)
