def solve(weighted_sums, weight_sums):
    if not weight_sums:
        return 0.0
    return sum(weighted_sums) / sum(weight_sums)
