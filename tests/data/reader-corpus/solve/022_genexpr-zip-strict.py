def solve(weighted_sums, weight_sums):
    pairs = list(zip(weighted_sums, weight_sums, strict=True))
    den = sum(w for _, w in pairs)
    num = sum(s for s, _ in pairs)
    return 0 if den == 0 else num / den
