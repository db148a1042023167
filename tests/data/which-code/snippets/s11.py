# per-example weights come from the dataset (upweight rare sources / hard negatives)
accum_steps = 4
model.train()
for step, (x, y, w) in enumerate(loader):
    x, y, w = x.to(device), y.to(device), w.to(device)
    logits = model(x)
    per_example = F.cross_entropy(logits, y, reduction="none")
    loss = (per_example * w).sum() / w.sum()
    (loss / accum_steps).backward()
    if (step + 1) % accum_steps == 0:
        optimizer.step()
        optimizer.zero_grad()
        ema.update(model)
