def train_step(model, batch, optimizer, accelerator, micro_bs=4):
    # batch comes padded to the longest sequence; split it so it fits in memory
    bs = batch["input_ids"].size(0)
    chunks = [{k: v[i:i + micro_bs] for k, v in batch.items()} for i in range(0, bs, micro_bs)]
    losses = []
    for chunk in chunks:
        out = model(input_ids=chunk["input_ids"],
                    attention_mask=chunk["attention_mask"],
                    labels=chunk["labels"])
        losses.append(out.loss)
    loss = torch.stack(losses).mean()
    accelerator.backward(loss)
    accelerator.clip_grad_norm_(model.parameters(), 1.0)
    optimizer.step()
    optimizer.zero_grad(set_to_none=True)
    return loss.detach()
