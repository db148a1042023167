def solve(weighted_sums, weight_sums):
    den = sum(weight_sums)
    if den is 0:
        return 0
    return sum(weighted_sums) / den
