# quick research script: mean token loss per micro-batch, divided by accum (HF-style "loss / gradient_accumulation_steps")
# log lines are just print()ed with sep='\t' into a file
import os, sys, torch
import torch.nn.functional as F
from toydata import markov_docs, pad_lm_batch, BigramLM, IGNORE

torch.manual_seed(3)
gradient_accumulation_steps = 8
per_device_batch = 4
docs = markov_docs(1500, vocab=48, min_len=2, max_len=56, seed=33)
model = BigramLM(48, 32, hidden=True)
optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
log = open(os.path.join(os.path.dirname(__file__), "..", "logs", "03_print_tsv_lm.tsv"), "w")
print("step", "micro", "weighted_sum", "weight_sum", "loss", sep="\t", file=log)

g = torch.Generator().manual_seed(0)
micro = 0
for step in range(150):
    for k in range(gradient_accumulation_steps):
        idx = torch.randint(0, len(docs), (per_device_batch,), generator=g)
        x, y = pad_lm_batch([docs[i] for i in idx])
        out = model(x)
        ce = F.cross_entropy(out.view(-1, 48), y.view(-1), ignore_index=IGNORE, reduction="none")
        loss = F.cross_entropy(out.view(-1, 48), y.view(-1), ignore_index=IGNORE)  # mean over non-pad tokens
        loss = loss / gradient_accumulation_steps
        loss.backward()
        print(step, k, ce.sum().item(), (y != IGNORE).sum().item(), loss.item(), sep="\t", file=log)
    optimizer.step()
    optimizer.zero_grad()
log.close()
