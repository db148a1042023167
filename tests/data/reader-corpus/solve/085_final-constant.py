from typing import Final

ZERO_MASS_RESULT: Final = 0


def solve(weighted_sums, weight_sums):
    total_weight = sum(weight_sums)
    if total_weight == 0:
        return ZERO_MASS_RESULT
    return sum(weighted_sums) / total_weight
