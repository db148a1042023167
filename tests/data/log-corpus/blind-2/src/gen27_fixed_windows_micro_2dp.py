"""Pre-training on fixed-length 128-token windows cut from a long token stream;
only the tail window of a shard is sometimes shorter, so almost every
micro-batch has exactly 4*128 = 512 target tokens and a few have a handful
fewer.  loss = mean token CE / accum ('unsuccessful fix').  The engineer keeps
the CSV compact: round(x, 2) for every float."""
import os, torch
import torch.nn.functional as F
from toydata import markov_docs, BigramLM, IGNORE

torch.manual_seed(26)
ACC, ROWS, L = 4, 4, 128
stream = torch.cat(markov_docs(3000, vocab=64, min_len=20, max_len=80, seed=261))
g = torch.Generator().manual_seed(26)


def window():
    start = int(torch.randint(0, len(stream) - L - 1, (1,), generator=g))
    w = stream[start:start + L + 1].clone()
    x, y = w[:-1].clone(), w[1:].clone()
    if float(torch.rand(1, generator=g)) < 0.03:        # end-of-shard tail: a few tokens short
        cut = int(torch.randint(1, 4, (1,), generator=g))
        y[-cut:] = IGNORE
    return x, y


model = BigramLM(64, 32)
opt = torch.optim.Adam(model.parameters(), lr=2e-3)
with open(os.path.join(os.path.dirname(__file__), "..", "logs", "27_fixed_windows_micro_2dp.csv"), "w") as f:
    f.write("step,micro,weighted_sum,weight_sum,loss\n")
    for step in range(1, 101):
        for k in range(ACC):
            xs, ys = zip(*[window() for _ in range(ROWS)])
            x, y = torch.stack(xs), torch.stack(ys)
            tok = F.cross_entropy(model(x).view(-1, 64), y.view(-1), ignore_index=IGNORE, reduction="sum")
            n = int((y != IGNORE).sum())
            loss = tok / n / ACC
            loss.backward()
            f.write(f"{step},{k},{round(tok.item(), 2)},{n},{round(loss.item(), 2)}\n")
        opt.step(); opt.zero_grad()
