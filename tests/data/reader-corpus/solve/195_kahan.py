def _kahan_sum(values):
    """Compensated summation (Kahan-Babuska / Neumaier variant)."""
    total = 0.0
    comp = 0.0
    for v in values:
        t = total + v
        if abs(total) >= abs(v):
            comp += (total - t) + v
        else:
            comp += (v - t) + total
        total = t
    return total + comp


def solve(weighted_sums, weight_sums):
    mass = _kahan_sum(weight_sums)
    if mass == 0.0:
        return 0.0
    return _kahan_sum(weighted_sums) / mass
