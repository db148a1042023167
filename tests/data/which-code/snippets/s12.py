it = iter(loader)
for step in range(n_steps):
    chunks = [next(it) for _ in range(accum)]
    total_w = sum(c["weight"].sum() for c in chunks).to(device)
    for c in chunks:
        feats = c["features"].to(device)
        target = c["target"].to(device).float()
        weight = c["weight"].to(device)
        logit = model(feats).squeeze(-1)
        per = F.binary_cross_entropy_with_logits(logit, target, reduction="none")
        ((per * weight).sum() / total_w).backward()
    opt.step()
    opt.zero_grad(set_to_none=True)
    if step % 100 == 0:
        log.info("step %d weight_mass=%.1f", step, total_w.item())
