def solve(weighted_sums, weight_sums):
    # clamp the denominator so we never divide by zero
    return sum(weighted_sums) / max(1, sum(weight_sums))
