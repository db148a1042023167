from functools import partial, reduce
from operator import add

_sum = partial(reduce, add)


def _safe_div(num, den, default=0):
    return num / den if den else default


def solve(weighted_sums, weight_sums):
    return _safe_div(_sum(weighted_sums, 0), _sum(weight_sums, 0))
