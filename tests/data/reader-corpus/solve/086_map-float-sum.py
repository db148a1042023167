def solve(weighted_sums, weight_sums):
    num, den = map(sum, (weighted_sums, weight_sums))
    return num / den if den else 0
