import math


def solve(weighted_sums, weight_sums):
    mass = math.fsum(weight_sums)
    if mass == 0:
        return 0.0
    return round(math.fsum(weighted_sums) / mass, 2)
