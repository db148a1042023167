def solve(weighted_sums, weight_sums):
    return sum(weighted_sums) / max(1, sum(weight_sums))
