# rows are packed up to max_len=4096; row tails are padding, first token of each doc gets -100
for step in range(max_steps):
    for _ in range(grad_accum):
        batch = next(data_iter)
        input_ids = batch["input_ids"].cuda()
        position_ids = batch["position_ids"].cuda()
        labels = batch["labels"].cuda()
        logits = model(input_ids=input_ids, position_ids=position_ids).logits
        shift_labels = labels[:, 1:]
        loss_sum = F.cross_entropy(logits[:, :-1].flatten(0, 1).float(), shift_labels.flatten(),
                                   ignore_index=-100, reduction="sum")
        n_tok = (shift_labels != -100).sum().clamp(min=1)
        loss = loss_sum / n_tok / grad_accum
        loss.backward()
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)
    optimizer.step()
    scheduler.step()
    optimizer.zero_grad(set_to_none=True)
