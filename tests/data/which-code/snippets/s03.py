criterion = nn.CrossEntropyLoss(ignore_index=PAD_IDX, reduction="sum")
accum_steps = 8

model.train()
optimizer.zero_grad()
for i, (src, tgt) in enumerate(train_iter):
    src, tgt = src.to(device), tgt.to(device)
    tgt_in, tgt_out = tgt[:, :-1], tgt[:, 1:]
    logits = model(src, tgt_in)
    loss = criterion(logits.reshape(-1, logits.size(-1)), tgt_out.reshape(-1))
    (loss / accum_steps).backward()
    if (i + 1) % accum_steps == 0:
        nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        optimizer.step()
        scheduler.step()
        optimizer.zero_grad()
