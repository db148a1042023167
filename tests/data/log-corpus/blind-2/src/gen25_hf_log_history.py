"""HF-Trainer-like log_history dumped to CSV: one row per logging step with
epoch, step, loss (the running mean of the step losses since the last log),
learning_rate and grad_norm.  No per-micro-batch summed loss and no weight
mass at all.  Run normalisation: mean token loss / accum ('unsuccessful fix')."""
import csv, os, torch
import torch.nn.functional as F
from toydata import markov_docs, pad_lm_batch, BigramLM, IGNORE

torch.manual_seed(25)
ACC, LOGGING_STEPS = 8, 5
docs = markov_docs(2000, vocab=64, min_len=2, max_len=64, seed=251)
model = BigramLM(64, 32, hidden=True)
opt = torch.optim.AdamW(model.parameters(), lr=5e-4)
sched = torch.optim.lr_scheduler.LinearLR(opt, 1.0, 0.0, total_iters=400)
g = torch.Generator().manual_seed(25)
log_history, tr_loss = [], 0.0
steps_per_epoch = 100
for step in range(1, 401):
    for k in range(ACC):
        x, y = pad_lm_batch([docs[i] for i in torch.randint(0, len(docs), (2,), generator=g)])
        loss = F.cross_entropy(model(x).view(-1, 64), y.view(-1), ignore_index=IGNORE) / ACC
        loss.backward()
        tr_loss += loss.item()
    gn = torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0).item()
    opt.step(); sched.step(); opt.zero_grad()
    if step % LOGGING_STEPS == 0:
        log_history.append({"epoch": round(step / steps_per_epoch, 2), "step": step,
                            "loss": round(tr_loss / LOGGING_STEPS, 4),
                            "learning_rate": sched.get_last_lr()[0], "grad_norm": gn})
        tr_loss = 0.0
with open(os.path.join(os.path.dirname(__file__), "..", "logs", "25_hf_log_history.csv"), "w", newline="") as fh:
    w = csv.DictWriter(fh, fieldnames=list(log_history[0]), lineterminator="\n")
    w.writeheader(); w.writerows(log_history)
