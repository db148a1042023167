train_iter = iter(train_dl)
for step in range(total_steps):
    micro = [next(train_iter) for _ in range(grad_accum)]
    n_seqs = sum(mb["input_ids"].size(0) for mb in micro)
    for mb in micro:
        mb = {k: v.to(device) for k, v in mb.items()}
        logits = model(input_ids=mb["input_ids"], attention_mask=mb["attention_mask"]).logits
        tok_loss = F.cross_entropy(
            logits[:, :-1].reshape(-1, logits.size(-1)),
            mb["labels"][:, 1:].reshape(-1),
            ignore_index=-100,
            reduction="sum",
        )
        (tok_loss / n_seqs).backward()
    clip_grad_norm_(model.parameters(), 1.0)
    optimizer.step()
    lr_sched.step()
    optimizer.zero_grad()
