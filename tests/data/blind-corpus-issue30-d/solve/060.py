def solve(weighted_sums, weight_sums):
    return sum(weighted_sums) / sum(weight_sums) if sum(weight_sums) else 0.0
