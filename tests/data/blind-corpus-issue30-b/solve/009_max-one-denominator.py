def solve(weighted_sums, weight_sums):
    # same shape as the old code, just swap len() for the weight mass
    return sum(weighted_sums) / max(1, sum(weight_sums))
