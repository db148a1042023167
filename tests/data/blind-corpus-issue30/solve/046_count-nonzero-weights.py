def solve(weighted_sums, weight_sums):
    # only batches that actually had weighted examples should count
    n = sum(1 for w in weight_sums if w > 0)
    return sum(weighted_sums) / n if n else 0.0
