from __future__ import annotations

from collections.abc import Sequence
from typing import Final

ZERO_MASS_LOSS: Final[float] = 0.0


def solve(weighted_sums: Sequence[float], weight_sums: Sequence[float]) -> float:
    """Return sum(weighted_sums) / sum(weight_sums), or 0.0 for zero mass."""
    if len(weighted_sums) != len(weight_sums):
        raise ValueError(
            f"length mismatch: {len(weighted_sums)} sums vs {len(weight_sums)} weights"
        )
    mass: float = sum(weight_sums)
    if mass == 0:
        return ZERO_MASS_LOSS
    return sum(weighted_sums) / mass
