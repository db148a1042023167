def solve(weighted_sums, weight_sums):
    totals = [0, 0]
    for s, w in zip(weighted_sums, weight_sums, strict=True):
        totals[0] += s
        totals[1] += w
    num, den = totals
    if den == 0:
        return 0
    return num / den
