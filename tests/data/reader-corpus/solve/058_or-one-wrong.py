def solve(weighted_sums, weight_sums):
    # avoid division by zero
    return sum(weighted_sums) / (sum(weight_sums) or 1)
