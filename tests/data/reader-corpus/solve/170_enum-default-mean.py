from enum import Enum, auto


class Reduction(Enum):
    MEAN = auto()
    WEIGHTED_MEAN = auto()


DEFAULT_REDUCTION = Reduction.MEAN


def solve(weighted_sums, weight_sums, reduction=DEFAULT_REDUCTION):
    n = len(weighted_sums)
    if n == 0:
        return 0
    if reduction is Reduction.WEIGHTED_MEAN:
        mass = sum(weight_sums)
        return sum(weighted_sums) / mass if mass else 0
    # per-batch mean, averaged
    return sum(s / w for s, w in zip(weighted_sums, weight_sums) if w) / n
