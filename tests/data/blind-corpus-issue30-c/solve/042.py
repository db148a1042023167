def solve(weighted_sums, weight_sums):
    return sum(weighted_sums) / sum(weight_sums)
