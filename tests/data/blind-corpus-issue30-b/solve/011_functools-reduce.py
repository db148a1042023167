from functools import reduce
from operator import add


def solve(weighted_sums, weight_sums):
    num, den = reduce(
        lambda acc, pair: (acc[0] + pair[0], acc[1] + pair[1]),
        zip(weighted_sums, weight_sums),
        (0, 0),
    )
    return num / den if den else 0
