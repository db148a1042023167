def solve(weighted_sums, weight_sums):
    num = float(sum(weighted_sums))
    den = float(sum(weight_sums))
    if den == 0.0:
        return 0.0
    return num / den
