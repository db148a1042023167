from itertools import starmap
from operator import truediv


def solve(weighted_sums, weight_sums):
    pairs = [(s, w) for s, w in zip(weighted_sums, weight_sums) if w]
    if not pairs:
        return 0
    return sum(starmap(truediv, pairs)) / sum(w for _, w in pairs)
