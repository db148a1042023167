"""Chat-style fine-tune: a mix of very short turns and long documents, 2 per
micro-batch, accum 4.  Normalisation: repair.  The step's loss (sum over the
window / window tokens) is written once per step, on the last micro-batch row;
other rows leave it empty.  Every float is written with '{:.3e}'."""
import os, torch
import torch.nn.functional as F
from toydata import markov_docs, pad_lm_batch, BigramLM, IGNORE


def bimodal(g):
    if float(torch.rand(1, generator=g)) < 0.5:
        return int(torch.randint(2, 8, (1,), generator=g))
    return int(torch.randint(60, 140, (1,), generator=g))


torch.manual_seed(18)
ACC = 4
docs = markov_docs(1500, vocab=64, seed=181, len_sampler=bimodal)
model = BigramLM(64, 32)
opt = torch.optim.Adam(model.parameters(), lr=2e-3)
g = torch.Generator().manual_seed(18)
fmt = "{:.3e}".format
with open(os.path.join(os.path.dirname(__file__), "..", "logs", "18_chat_mix_steploss.csv"), "w") as f:
    f.write("step,micro,weighted_sum,weight_sum,loss\n")
    for step in range(1, 201):
        window = [pad_lm_batch([docs[i] for i in torch.randint(0, len(docs), (2,), generator=g)]) for _ in range(ACC)]
        n_total = sum((y != IGNORE).sum() for _, y in window)
        step_loss = 0.0
        for k, (x, y) in enumerate(window):
            s = F.cross_entropy(model(x).flatten(0, 1), y.flatten(), ignore_index=IGNORE, reduction="sum")
            loss = s / n_total
            loss.backward()
            step_loss += loss.item()
            last = k == ACC - 1
            f.write(f"{step},{k},{fmt(s.item())},{int((y != IGNORE).sum())},{fmt(step_loss) if last else ''}\n")
        opt.step(); opt.zero_grad()
