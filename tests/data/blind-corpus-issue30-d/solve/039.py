import math


def solve(weighted_sums, weight_sums):
    # fsum avoids drift when many micro-batches are accumulated
    mass = math.fsum(weight_sums)
    if mass == 0.0:
        return 0.0
    return math.fsum(weighted_sums) / mass
