import math


def solve(weighted_sums, weight_sums):
    den = sum(weight_sums)
    if den == 0:
        return math.nan
    return sum(weighted_sums) / den
