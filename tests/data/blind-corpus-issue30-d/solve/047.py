"""Weighted gradient-accumulation reduction helpers."""
from __future__ import annotations

from typing import Sequence


def solve(weighted_sums: Sequence[float], weight_sums: Sequence[float]) -> float:
    """Combine accumulated micro-batch losses into one weighted mean.

    Each entry of ``weighted_sums`` is already ``sum(w_i * loss_i)`` for one
    micro-batch, and ``weight_sums`` holds the matching ``sum(w_i)``.  The
    correct reduction divides the total weighted loss by the total weight
    mass, *not* by the number of micro-batches.

    Args:
        weighted_sums: per-micro-batch weighted loss sums.
        weight_sums: per-micro-batch weight mass.

    Returns:
        The weighted mean, or ``0.0`` when the total weight mass is zero.
    """
    mass = sum(weight_sums)
    if not mass:
        return 0.0
    return sum(weighted_sums) / mass
