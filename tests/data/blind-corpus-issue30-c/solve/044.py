import math


def solve(weighted_sums, weight_sums):
    # sum with fsum, guard on exact zero (not isclose: tiny masses are legitimate)
    total_w = math.fsum(weight_sums)
    return math.fsum(weighted_sums) / total_w if total_w != 0 else 0.0
