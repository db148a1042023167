def solve(weighted_sums, weight_sums):
    # HF-style: each micro-batch loss was already averaged, divide by accumulation steps
    steps = len(weighted_sums)
    if steps == 0:
        return 0.0
    per_batch = [s / w if w else 0.0 for s, w in zip(weighted_sums, weight_sums)]
    return sum(per_batch) / steps
