def solve(weighted_sums, weight_sums):
    # mirrors what the trainer does: loss_accum / num_tokens_accum
    loss_accum = 0.0
    num_tokens = 0.0
    for micro_step, (loss_sum, tok) in enumerate(zip(weighted_sums, weight_sums)):
        loss_accum += loss_sum
        num_tokens += tok
    if num_tokens == 0:
        return 0.0
    return loss_accum / num_tokens
