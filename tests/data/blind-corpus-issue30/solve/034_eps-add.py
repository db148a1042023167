def solve(weighted_sums, weight_sums):
    # +eps so we never divide by zero
    return sum(weighted_sums) / (sum(weight_sums) + 1e-8)
