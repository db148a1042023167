def _totals(pairs):
    num = den = 0
    for s, w in pairs:
        num += s
        den += w
    return num, den


def solve(weighted_sums, weight_sums):
    num, den = _totals(zip(weighted_sums, weight_sums, strict=True))
    return num / den if den else 0
