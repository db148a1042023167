def solve(weighted_sums, weight_sums):
    if not weight_sums or max(weight_sums) == 0:
        return 0
    return sum(weighted_sums) / (max(weight_sums) * len(weight_sums))
