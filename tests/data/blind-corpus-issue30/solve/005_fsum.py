import math


def solve(weighted_sums, weight_sums):
    mass = math.fsum(weight_sums)
    return math.fsum(weighted_sums) / mass if mass else 0.0
