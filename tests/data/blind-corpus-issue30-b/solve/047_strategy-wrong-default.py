from enum import Enum


class Reduction(str, Enum):
    SUM = "sum"
    MEAN = "mean"
    WEIGHTED_MEAN = "weighted_mean"


def _reduce(weighted_sums, weight_sums, reduction: Reduction):
    total = sum(weighted_sums)
    if reduction is Reduction.SUM:
        return total
    if reduction is Reduction.MEAN:
        return total / max(1, len(weighted_sums))
    mass = sum(weight_sums)
    return total / mass if mass else 0.0


def solve(weighted_sums, weight_sums, reduction=Reduction.MEAN):
    return _reduce(weighted_sums, weight_sums, reduction)
