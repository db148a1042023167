"""Typical 'log every N steps' loop: the loss column is the average step loss
over the last 10 optimizer steps (running_loss / log_interval), and only the
micro-batch stats of the step on which the log fires are written.
The run itself uses the repair, but the nine unlogged steps per window make it
impossible to recompute what was averaged."""
import os, torch
import torch.nn.functional as F
from toydata import markov_docs, pad_lm_batch, BigramLM, IGNORE

torch.manual_seed(23)
ACCUM, LOG_EVERY = 4, 10
docs = markov_docs(2000, vocab=64, min_len=2, max_len=64, seed=231)
model = BigramLM(64, 32, hidden=True)
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
g = torch.Generator().manual_seed(23)
f = open(os.path.join(os.path.dirname(__file__), "..", "logs", "23_log_every_10.csv"), "w")
f.write("step,micro,weighted_sum,weight_sum,loss\n")
running = 0.0
for step in range(1, 1001):
    mbs = [pad_lm_batch([docs[i] for i in torch.randint(0, len(docs), (4,), generator=g)]) for _ in range(ACCUM)]
    n_win = sum((y != IGNORE).sum() for _, y in mbs)
    stats = []
    for x, y in mbs:
        s = F.cross_entropy(model(x).view(-1, 64), y.view(-1), ignore_index=IGNORE, reduction="sum")
        loss = s / n_win
        loss.backward()
        running += loss.item()
        stats.append((s.item(), int((y != IGNORE).sum())))
    opt.step(); opt.zero_grad()
    if step % LOG_EVERY == 0:
        avg = running / LOG_EVERY
        for k, (s, n) in enumerate(stats):
            f.write(f"{step},{k},{s},{n},{avg}\n")
        running = 0.0
f.close()
