import operator
from functools import reduce


def solve(weighted_sums, weight_sums):
    num = reduce(operator.add, map(float, weighted_sums), 0.0)
    den = reduce(operator.add, map(float, weight_sums), 0.0)
    return operator.truediv(num, den) if den else 0.0
