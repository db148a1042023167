def solve(weighted_sums, weight_sums):
    if not weighted_sums:
        return 0
    return sum(weighted_sums) / sum(weight_sums)
