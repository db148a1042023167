import math


def solve(weighted_sums, weight_sums):
    return (math.fsum(weighted_sums) / mass) if (mass := math.fsum(weight_sums)) else 0.0
