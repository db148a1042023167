"""Same kind of pre-training job as gen27 (fixed 128-token windows; only the
rare end-of-shard window is a few tokens short, so nearly every micro-batch has
512 target tokens).  loss = mean token CE / accum ('unsuccessful fix').
This team writes the step's loss once per step (on the last micro-batch row)
and rounds every float to 2 decimals.  On this data mean-of-means and the
token-weighted mean differ by < 1e-4 relative, far below the rounding."""
import os, torch
import torch.nn.functional as F
from toydata import markov_docs, BigramLM, IGNORE

torch.manual_seed(126)
ACC, ROWS, L = 4, 4, 128
stream = torch.cat(markov_docs(3000, vocab=64, min_len=20, max_len=80, seed=262))
g = torch.Generator().manual_seed(126)


def window():
    start = int(torch.randint(0, len(stream) - L - 1, (1,), generator=g))
    w = stream[start:start + L + 1].clone()
    x, y = w[:-1].clone(), w[1:].clone()
    if float(torch.rand(1, generator=g)) < 0.03:
        cut = int(torch.randint(1, 4, (1,), generator=g))
        y[-cut:] = IGNORE
    return x, y


model = BigramLM(64, 32)
opt = torch.optim.Adam(model.parameters(), lr=2e-3)
with open(os.path.join(os.path.dirname(__file__), "..", "logs", "26_fixed_windows_steploss_2dp.csv"), "w") as f:
    f.write("step,micro,weighted_sum,weight_sum,loss\n")
    for step in range(1, 151):
        step_loss = 0.0
        for k in range(ACC):
            xs, ys = zip(*[window() for _ in range(ROWS)])
            x, y = torch.stack(xs), torch.stack(ys)
            tok = F.cross_entropy(model(x).view(-1, 64), y.view(-1), ignore_index=IGNORE, reduction="sum")
            n = int((y != IGNORE).sum())
            loss = tok / n / ACC
            loss.backward()
            step_loss += loss.item()
            f.write(f"{step},{k},{round(tok.item(), 2)},{n},{round(step_loss, 2) if k == ACC - 1 else ''}\n")
        opt.step(); opt.zero_grad()
