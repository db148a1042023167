def solve(weighted_sums, weight_sums):
    # only count micro-batches that actually carried weight
    active = sum(1 for w in weight_sums if w > 0)
    if active == 0:
        return 0.0
    return sum(weighted_sums) / active
