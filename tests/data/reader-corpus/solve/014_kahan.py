def _kahan_sum(values):
    total = 0.0
    comp = 0.0
    for v in values:
        y = v - comp
        t = total + y
        comp = (t - total) - y
        total = t
    return total


def solve(weighted_sums, weight_sums):
    den = _kahan_sum(weight_sums)
    if den == 0.0:
        return 0
    return _kahan_sum(weighted_sums) / den
