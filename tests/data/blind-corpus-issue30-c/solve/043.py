def solve(weighted_sums, weight_sums):
    total_weight = sum(weight_sums)
    if total_weight == 0:
        return 0.0
    return sum(weighted_sums) / total_weight
