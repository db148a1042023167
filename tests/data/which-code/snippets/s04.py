IGNORE = -100
loader_iter = iter(train_loader)
for step in range(num_steps):
    window = [next(loader_iter) for _ in range(accum_steps)]
    n_tokens = sum((b["labels"][:, 1:] != IGNORE).sum() for b in window).item()
    for b in window:
        b = {k: v.cuda(non_blocking=True) for k, v in b.items()}
        logits = model(b["input_ids"], attention_mask=b["attention_mask"]).logits
        loss = F.cross_entropy(
            logits[:, :-1].flatten(0, 1).float(),
            b["labels"][:, 1:].flatten(),
            ignore_index=IGNORE,
            reduction="sum",
        )
        (loss / n_tokens).backward()
    torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
    opt.step()
    sched.step()
    opt.zero_grad(set_to_none=True)
