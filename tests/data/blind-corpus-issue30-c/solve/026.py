def solve(weighted_sums, weight_sums):
    num = 0.0
    den = 0.0
    for s, w in zip(weighted_sums, weight_sums):
        num += s * w
        den += w
    return num / den if den else 0.0
