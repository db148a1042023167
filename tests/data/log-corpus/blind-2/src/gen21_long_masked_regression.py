"""Long run (3000 optimizer steps) of a small masked multi-output regression
(sensor readings with dropouts).  Weight mass = number of observed targets in
the micro-batch.  loss = masked MSE mean / accum (accum 2, 'unsuccessful fix').
Values become small (1e-3 .. 1e-5) as the model fits; written with '%.6g'."""
import os, torch
import torch.nn.functional as F

torch.manual_seed(21)
N_ITEMS, D_OUT, BS, ACCUM = 500, 8, 8, 2
g = torch.Generator().manual_seed(21)
true_emb = torch.randn(N_ITEMS, 6, generator=g)
W_true = torch.randn(6, D_OUT, generator=g) * 0.1
targets = true_emb @ W_true + 0.003 * torch.randn(N_ITEMS, D_OUT, generator=g)
drop_p = torch.rand(N_ITEMS, generator=g) * 0.8            # some sensors drop out a lot

model = torch.nn.Sequential(torch.nn.Embedding(N_ITEMS, 12), torch.nn.Linear(12, D_OUT))
opt = torch.optim.Adam(model.parameters(), lr=2e-2)
sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=3000)
with open(os.path.join(os.path.dirname(__file__), "..", "logs", "21_long_masked_regression.csv"), "w") as f:
    f.write("step,micro,weighted_sum,weight_sum,loss\n")
    for step in range(3000):
        for m in range(ACCUM):
            idx = torch.randint(0, N_ITEMS, (BS,), generator=g)
            mask = torch.rand(BS, D_OUT, generator=g) > drop_p[idx, None]
            if mask.sum() == 0:
                mask[0, 0] = True
            se = F.mse_loss(model(idx), targets[idx], reduction="none")
            n = mask.sum()
            loss = (se * mask).sum() / n / ACCUM
            loss.backward()
            f.write("%d,%d,%.6g,%d,%.6g\n" % (step, m, (se * mask).sum().item(), int(n), loss.item()))
        opt.step(); sched.step(); opt.zero_grad()
