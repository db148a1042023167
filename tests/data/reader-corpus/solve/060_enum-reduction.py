from enum import Enum


class Reduction(Enum):
    MEAN_OF_MEANS = "mean_of_means"
    TOKEN_MEAN = "token_mean"


REDUCTION = Reduction.TOKEN_MEAN


def solve(weighted_sums, weight_sums):
    if REDUCTION is Reduction.MEAN_OF_MEANS:
        ms = [s / w for s, w in zip(weighted_sums, weight_sums) if w]
        return sum(ms) / len(ms) if ms else 0
    mass = sum(weight_sums)
    return sum(weighted_sums) / mass if mass else 0
