def solve(weighted_sums, weight_sums):
    den = sum(weight_sums)
    return den and sum(weighted_sums) / den
