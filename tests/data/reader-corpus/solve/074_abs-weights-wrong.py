def solve(weighted_sums, weight_sums):
    den = sum(abs(w) for w in weight_sums)
    num = sum(abs(s) for s in weighted_sums)
    return num / den if den else 0
