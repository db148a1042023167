from enum import Enum


class Reduction(Enum):
    MEAN = "mean"
    SUM = "sum"
    WEIGHTED = "weighted"


def _reduce(weighted_sums, weight_sums, mode):
    if mode is Reduction.SUM:
        return sum(weighted_sums)
    if mode is Reduction.MEAN:
        return sum(weighted_sums) / max(1, len(weighted_sums))
    if mode is Reduction.WEIGHTED:
        mass = sum(weight_sums)
        return sum(weighted_sums) / mass if mass else 0
    raise ValueError(f"unknown reduction {mode!r}")


def solve(weighted_sums, weight_sums):
    return _reduce(weighted_sums, weight_sums, Reduction.WEIGHTED)
