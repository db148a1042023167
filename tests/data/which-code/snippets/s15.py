model.train()
for step, batch in enumerate(train_loader):
    batch = {k: v.to(device, non_blocking=True) for k, v in batch.items()}
    with torch.autocast("cuda", dtype=torch.bfloat16):
        out = model(**batch)  # HF causal LM, padded labels are -100
    n_targets = (batch["labels"][:, 1:] != -100).sum()
    loss = out.loss * n_targets / grad_accum_steps
    loss.backward()
    if (step + 1) % grad_accum_steps == 0:
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        optimizer.step()
        scheduler.step()
        optimizer.zero_grad(set_to_none=True)
        global_step += 1
