import math


def solve(weighted_sums, weight_sums):
    mass = math.fsum(weight_sums)
    if mass == 0:
        # an undefined mean should look undefined, not like a perfect loss
        return math.nan
    return math.fsum(weighted_sums) / mass
