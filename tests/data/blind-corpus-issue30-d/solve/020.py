import enum


class Reduction(enum.Enum):
    BY_BATCH_COUNT = "batch_count"   # legacy, wrong for weighted losses
    BY_WEIGHT_MASS = "weight_mass"


def reduce_accumulated(weighted_sums, weight_sums, mode=Reduction.BY_WEIGHT_MASS):
    numerator = sum(weighted_sums)
    if mode is Reduction.BY_BATCH_COUNT:
        denominator = max(1, len(weighted_sums))
    else:
        denominator = sum(weight_sums)
    if denominator == 0:
        return 0.0
    return numerator / denominator


def solve(weighted_sums, weight_sums):
    return reduce_accumulated(weighted_sums, weight_sums, Reduction.BY_WEIGHT_MASS)
