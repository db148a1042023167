def train_step(model, micro_batches, optimizer):
    # run forward per micro-batch (different padded lengths), one loss at the end
    flat_logits, flat_labels = [], []
    for mb in micro_batches:
        logits = model(input_ids=mb["input_ids"], attention_mask=mb["attention_mask"]).logits
        flat_logits.append(logits[:, :-1].reshape(-1, logits.size(-1)))
        flat_labels.append(mb["labels"][:, 1:].reshape(-1))
    loss = F.cross_entropy(torch.cat(flat_logits).float(), torch.cat(flat_labels),
                           ignore_index=-100)
    loss.backward()
    torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
    optimizer.step()
    optimizer.zero_grad(set_to_none=True)
    return loss.item()
