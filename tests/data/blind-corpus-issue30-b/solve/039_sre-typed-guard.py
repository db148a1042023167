import math
from typing import Final

ZERO: Final = 0.0


def solve(weighted_sums: list[float], weight_sums: list[float]) -> float:
    mass = sum(weight_sums)
    if math.isclose(mass, 0.0, abs_tol=1e-12):
        return ZERO
    return sum(weighted_sums) / mass
