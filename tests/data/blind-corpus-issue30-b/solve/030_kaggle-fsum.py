import math


def solve(weighted_sums, weight_sums):
    W = math.fsum(weight_sums)
    return math.fsum(weighted_sums) / W if W else 0.0
