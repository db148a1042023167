import operator
from functools import reduce


def solve(weighted_sums, weight_sums):
    den = reduce(operator.add, weight_sums, 0)
    if not den:
        return 0
    return reduce(operator.add, weighted_sums, 0) / den
