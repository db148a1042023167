import math


def solve(weighted_sums, weight_sums):
    mass = math.fsum(weight_sums)
    if math.isclose(mass, 0.0):
        return 0.0
    return math.fsum(weighted_sums) / mass
