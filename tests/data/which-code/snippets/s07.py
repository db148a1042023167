for it in range(total_iters):
    for _ in range(accum):
        batch = next(data_iter)
        input_ids = batch["input_ids"].to(device)
        attn = batch["attention_mask"].to(device)
        resp_mask = batch["response_mask"].to(device)  # 1 on assistant tokens only

        logits = policy(input_ids, attention_mask=attn).logits[:, :-1]
        targets = input_ids[:, 1:]
        mask = resp_mask[:, 1:].float()
        logp = torch.log_softmax(logits.float(), dim=-1).gather(-1, targets.unsqueeze(-1)).squeeze(-1)
        loss = -(logp * mask).sum() / mask.sum()
        (loss / accum).backward()

    grad_norm = torch.nn.utils.clip_grad_norm_(policy.parameters(), 1.0)
    optim.step()
    optim.zero_grad(set_to_none=True)
