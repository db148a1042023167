def solve(weighted_sums, weight_sums):
    # HF-style: each micro-batch loss is normalised locally, then divided by
    # gradient_accumulation_steps before backward()
    steps = len(weighted_sums)
    if steps == 0:
        return 0.0
    loss = 0.0
    for s, w in zip(weighted_sums, weight_sums):
        local = s / w if w else 0.0
        loss += local / steps
    return loss
