"""LM fine-tune loop; logs (loss / accum).item(), i.e. exactly what was
backpropagated.  loss is the mean over non-pad tokens of the micro-batch
('unsuccessful fix').  Token count column is called n_tokens."""
import os, torch
import torch.nn.functional as F
from torch.utils.data import DataLoader
from toydata import markov_docs, pad_lm_batch, BigramLM, IGNORE

torch.manual_seed(12)
ACCUM = 2
docs = markov_docs(1600, vocab=64, min_len=2, max_len=80, seed=121)
loader = DataLoader(docs, batch_size=3, shuffle=True, collate_fn=pad_lm_batch, drop_last=True,
                    generator=torch.Generator().manual_seed(12))
model = BigramLM(64, 32, hidden=True)
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
log = open(os.path.join(os.path.dirname(__file__), "..", "logs", "12_lm_n_tokens.csv"), "w")
log.write("step,micro,weighted_sum,n_tokens,loss\n")
step = 0
for epoch in range(2):
    for i, (x, y) in enumerate(loader):
        logits = model(x)
        mask = y != IGNORE
        tok = F.cross_entropy(logits.view(-1, 64), y.view(-1), ignore_index=IGNORE, reduction="none").view_as(y)
        loss = tok.sum() / mask.sum()
        loss = loss / ACCUM
        loss.backward()
        log.write(f"{step},{i % ACCUM},{tok.sum().item()},{mask.sum().item()},{loss.item()}\n")
        if (i + 1) % ACCUM == 0:
            opt.step(); opt.zero_grad(); step += 1
log.close()
