import math


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        return math.nan
    return sum(weighted_sums) / mass
