import math


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if math.isclose(mass, 0.0, abs_tol=1e-6):
        return 0.0
    return sum(weighted_sums) / mass
