# functional training loop, "sum then divide by accum" (the failure)
import os, torch
import torch.nn.functional as F
from toydata import markov_docs, pad_lm_batch, BigramLM, IGNORE

torch.manual_seed(2)
ACCUM, MBS, STEPS = 4, 8, 250
docs = markov_docs(3000, vocab=64, min_len=2, max_len=64, seed=22)
model = BigramLM(64, 24)
opt = torch.optim.SGD(model.parameters(), lr=2e-4, momentum=0.9)   # small lr because the loss is a sum


def batches():
    g = torch.Generator().manual_seed(5)
    while True:
        perm = torch.randperm(len(docs), generator=g)
        for i in range(0, len(perm) - MBS + 1, MBS):
            yield pad_lm_batch([docs[j] for j in perm[i:i + MBS]])


def train_step(window):
    rows = []
    for x, y in window:
        logits = model(x)
        loss_sum = F.cross_entropy(logits.flatten(0, 1), y.flatten(), ignore_index=IGNORE, reduction="sum")
        loss = loss_sum / ACCUM
        loss.backward()
        rows.append((loss_sum.item(), int((y != IGNORE).sum()), loss.item()))
    gn = torch.nn.utils.clip_grad_norm_(model.parameters(), float("inf"))  # just measuring
    opt.step(); opt.zero_grad()
    return rows, gn.item()


out = open(os.path.join(os.path.dirname(__file__), "..", "logs", "02_functional_lm_sgd.csv"), "w")
out.write("step,micro,weighted_sum,weight_sum,loss,grad_norm\n")
it = batches()
for step in range(STEPS):
    rows, gn = train_step([next(it) for _ in range(ACCUM)])
    for k, (s, n, l) in enumerate(rows):
        out.write(f"{step},{k},{s},{n},{l},{gn}\n")
out.close()
