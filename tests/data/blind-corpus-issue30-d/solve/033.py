from functools import reduce


def _add(a, b):
    return a + b


def solve(weighted_sums, weight_sums):
    num = reduce(_add, weighted_sums, 0)
    den = reduce(_add, weight_sums, 0)
    return num / den if den != 0 else 0
