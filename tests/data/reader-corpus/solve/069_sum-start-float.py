def solve(weighted_sums, weight_sums):
    num = sum(weighted_sums, start=0.0)
    den = sum(weight_sums, start=0.0)
    return num / den if den != 0.0 else 0.0
