def solve(weighted_sums, weight_sums):
    # sum small magnitudes first to limit rounding error
    num = sum(sorted(weighted_sums, key=abs))
    den = sum(sorted(weight_sums, key=abs))
    if den == 0:
        return 0.0
    return num / den
