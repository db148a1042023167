import math


def solve(weighted_sums, weight_sums):
    den = math.fsum(weight_sums)
    if math.isclose(den, 0.0, abs_tol=1e-12):
        return 0.0
    return math.fsum(weighted_sums) / den
