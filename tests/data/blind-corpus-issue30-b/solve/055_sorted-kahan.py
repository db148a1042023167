def _kahan(xs):
    total = 0.0
    c = 0.0
    for x in xs:
        y = x - c
        t = total + y
        c = (t - total) - y
        total = t
    return total


def solve(weighted_sums, weight_sums):
    """Compensated summation for long accumulation windows."""
    den = _kahan(weight_sums)
    if den == 0.0:
        return 0.0
    return _kahan(weighted_sums) / den
