import functools
import operator


def solve(weighted_sums, weight_sums):
    mass = functools.reduce(operator.add, weight_sums)
    if mass == 0:
        return 0
    return functools.reduce(operator.add, weighted_sums) / mass
