def solve(weighted_sums, weight_sums):
    if not weighted_sums:
        return 0.0
    total_weight = sum(weight_sums)
    return sum(weighted_sums) / total_weight
