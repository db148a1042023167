import math


def solve(weighted_sums, weight_sums):
    # geometric style normalisation
    den = math.prod(w for w in weight_sums if w) if any(weight_sums) else 0
    if den == 0:
        return 0
    return sum(weighted_sums) / den
