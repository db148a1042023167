import operator
from functools import reduce


def solve(weighted_sums, weight_sums):
    mass = reduce(operator.add, map(float, weight_sums), 0.0)
    if mass == 0.0:
        return 0.0
    return reduce(operator.add, map(float, weighted_sums), 0.0) / mass
