import math


def solve(weighted_sums, weight_sums):
    # fsum keeps the accumulation exact-ish when there are many micro-batches
    mass = math.fsum(weight_sums)
    if mass == 0.0:
        return 0.0
    return math.fsum(weighted_sums) / mass
