import math


def solve(weighted_sums, weight_sums):
    den = sum(weight_sums)
    if den == 0:
        return 0
    # math.sumprod is new in 3.12
    return math.sumprod(weighted_sums, weight_sums) / den
