def solve(weighted_sums, weight_sums):
    # weighted average: sum(loss * weight) / sum(weight)
    den = sum(weight_sums)
    if den == 0:
        return 0
    return sum(s * w for s, w in zip(weighted_sums, weight_sums)) / den
