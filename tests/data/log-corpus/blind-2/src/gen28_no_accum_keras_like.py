"""No gradient accumulation at all (accum = 1): one micro-batch per optimizer
step, loss = mean over non-pad tokens.  With a single micro-batch per step the
mean-of-means and the token-weighted mean are the same number.  Keras-style
fit() wrapper; history saved with pandas (index=False, float_format='%.8f')."""
import os, torch, pandas as pd
import torch.nn.functional as F
from toydata import markov_docs, pad_lm_batch, BigramLM, IGNORE


class KerasLike:
    def __init__(self, module, lr):
        self.m = module
        self.opt = torch.optim.RMSprop(module.parameters(), lr=lr)
        self.history = []

    def train_on_batch(self, x, y):
        logits = self.m(x)
        tok = F.cross_entropy(logits.view(-1, logits.size(-1)), y.view(-1), ignore_index=IGNORE, reduction="none")
        n = (y != IGNORE).sum()
        loss = tok.sum() / n
        self.opt.zero_grad(); loss.backward(); self.opt.step()
        return tok.sum().item(), int(n), loss.item()

    def fit(self, batches, steps):
        for step in range(1, steps + 1):
            s, n, l = self.train_on_batch(*next(batches))
            self.history.append({"step": step, "weighted_sum": s, "weight_sum": n, "loss": l})


torch.manual_seed(28)
docs = markov_docs(2000, vocab=64, min_len=2, max_len=64, seed=281)
g = torch.Generator().manual_seed(28)


def gen():
    while True:
        yield pad_lm_batch([docs[i] for i in torch.randint(0, len(docs), (6,), generator=g)])


k = KerasLike(BigramLM(64, 32, hidden=True), 1e-3)
k.fit(gen(), 400)
pd.DataFrame(k.history).to_csv(os.path.join(os.path.dirname(__file__), "..", "logs", "28_no_accum_keras_like.csv"),
                               index=False, float_format="%.8f")
