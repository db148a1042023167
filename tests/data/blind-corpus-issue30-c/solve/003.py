def solve(weighted_sums, weight_sums):
    if len(weighted_sums) == 0:
        return 0.0
    return sum(weighted_sums) / sum(weight_sums)
