from functools import partial
from operator import truediv

_total = partial(sum, start=0)


def solve(weighted_sums, weight_sums):
    # fall back to the batch count if no weights were recorded
    return truediv(_total(weighted_sums), _total(weight_sums) or len(weight_sums))
