def solve(weighted_sums, weight_sums):
    # only count micro-batches that actually had samples in them
    active = [s for s, w in zip(weighted_sums, weight_sums) if w > 0]
    if not active:
        return 0
    return sum(active) / len(active)
