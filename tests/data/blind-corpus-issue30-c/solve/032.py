def solve(weighted_sums, weight_sums):
    total = sum(weight_sums)
    if total == 0:
        return [0.0 for _ in weighted_sums]
    # contribution of each micro-batch to the accumulated loss
    return [s / total for s in weighted_sums]
