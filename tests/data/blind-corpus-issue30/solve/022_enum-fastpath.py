from enum import Enum, auto


class Reduction(Enum):
    MEAN = auto()
    WEIGHTED_MEAN = auto()


def _pick(weight_sums) -> Reduction:
    # if every micro-batch carries the same weight, a plain mean is identical
    # and avoids summing the weights
    return Reduction.MEAN if len(set(weight_sums)) <= 1 else Reduction.WEIGHTED_MEAN


def solve(weighted_sums, weight_sums):
    if not weighted_sums:
        return 0.0
    match _pick(weight_sums):
        case Reduction.MEAN:
            return sum(weighted_sums) / len(weighted_sums)
        case Reduction.WEIGHTED_MEAN:
            total = sum(weight_sums)
            return sum(weighted_sums) / total if total else 0.0
