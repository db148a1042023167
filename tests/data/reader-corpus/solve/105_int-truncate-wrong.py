def solve(weighted_sums, weight_sums):
    den = sum(weight_sums)
    if den == 0:
        return 0
    return int(sum(weighted_sums) / den)
