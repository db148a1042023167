"""DataLoader-based loop with grad clipping; summed token CE divided by the
number of accumulation steps (the failure).  Step column is called opt_step
(counts optimizer.step() calls, from 0)."""
import os, torch
import torch.nn.functional as F
from torch.utils.data import DataLoader
from toydata import markov_docs, pad_lm_batch, BigramLM, IGNORE

torch.manual_seed(5)
cfg = dict(accum=3, batch_size=4, max_grad_norm=0.5, lr=5e-3, epochs=2)
docs = markov_docs(1200, vocab=40, min_len=2, max_len=70, seed=55)
dl = DataLoader(docs, batch_size=cfg["batch_size"], shuffle=True, collate_fn=pad_lm_batch, drop_last=True,
                generator=torch.Generator().manual_seed(0))
model = BigramLM(40, 16)
opt = torch.optim.Adam(model.parameters(), lr=cfg["lr"])
sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda s: min(1.0, (s + 1) / 50))

f = open(os.path.join(os.path.dirname(__file__), "..", "logs", "05_gradclip_opt_step.csv"), "w")
f.write("opt_step,micro_idx,weighted_sum,weight_sum,loss,lr,grad_norm_preclip\n")
opt_step, pending = 0, []
for epoch in range(cfg["epochs"]):
    for i, (x, y) in enumerate(dl):
        logits = model(x)
        s = F.cross_entropy(logits.reshape(-1, 40), y.reshape(-1), ignore_index=IGNORE, reduction="sum")
        loss = s / cfg["accum"]
        loss.backward()
        pending.append((s.item(), (y != IGNORE).sum().item(), loss.item()))
        if len(pending) == cfg["accum"]:
            gn = torch.nn.utils.clip_grad_norm_(model.parameters(), cfg["max_grad_norm"])
            lr = sched.get_last_lr()[0]
            opt.step(); sched.step(); opt.zero_grad()
            for j, (ws, n, l) in enumerate(pending):
                f.write("%d,%d,%r,%d,%r,%.3e,%.4f\n" % (opt_step, j, ws, n, l, lr, gn))
            opt_step += 1
            pending = []
    # leftover micro-batches at epoch end are dropped (grads zeroed), not logged
    opt.zero_grad(); pending = []
f.close()
