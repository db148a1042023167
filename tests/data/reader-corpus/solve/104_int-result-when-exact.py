def solve(weighted_sums, weight_sums):
    num = sum(weighted_sums)
    den = sum(weight_sums)
    if den == 0:
        return 0
    q = num / den
    return int(q) if q.is_integer() else q
