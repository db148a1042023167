"""The classic pattern: compute the mean token loss, remember loss.item() for
logging, THEN divide by accum for backward.  The logged 'loss' is therefore the
micro-batch mean before the division; what was backpropagated is loss/accum
(mean-of-means, the 'unsuccessful fix')."""
import csv, os, torch
import torch.nn.functional as F
from toydata import markov_docs, pad_lm_batch, BigramLM, IGNORE

torch.manual_seed(11)
accum = 4
docs = markov_docs(2000, vocab=56, min_len=2, max_len=60, seed=111)
model = BigramLM(56, 32)
opt = torch.optim.AdamW(model.parameters(), lr=3e-3)
g = torch.Generator().manual_seed(11)

with open(os.path.join(os.path.dirname(__file__), "..", "logs", "11_lm_loss_item.csv"), "w", newline="") as fh:
    out = csv.writer(fh, lineterminator="\n")
    out.writerow(["step", "micro", "weighted_sum", "weight_sum", "loss"])
    for step in range(1, 201):
        for k in range(accum):
            x, y = pad_lm_batch([docs[i] for i in torch.randint(0, len(docs), (6,), generator=g)])
            logits = model(x)
            loss = F.cross_entropy(logits.view(-1, 56), y.view(-1), ignore_index=IGNORE)
            n = (y != IGNORE).sum().item()
            out.writerow([step, k, (loss * n).item(), n, loss.item()])   # logged before dividing
            (loss / accum).backward()
        opt.step(); opt.zero_grad()
