"""Loss normalization helpers for gradient accumulation.

>>> solve([2, 12], [1, 3])
3.5
>>> solve([], [])
0.0
>>> solve([0], [0])
0.0
"""
from __future__ import annotations

from typing import Iterable, SupportsFloat

__all__ = ["solve"]


def solve(
    weighted_sums: Iterable[SupportsFloat],
    weight_sums: Iterable[SupportsFloat],
) -> float:
    """Normalize accumulated weighted losses by total weight mass.

    Parameters
    ----------
    weighted_sums:
        Sum of ``w_i * loss_i`` for every micro-batch. Weights are already
        applied; do not multiply again.
    weight_sums:
        Sum of ``w_i`` for every micro-batch.

    Returns
    -------
    float
        ``sum(weighted_sums) / sum(weight_sums)``; ``0.0`` if the total weight
        mass is zero.

    Notes
    -----
    Dividing by the number of micro-batches is only correct when the total
    weight mass happens to equal that count.
    """
    numerator = sum(float(x) for x in weighted_sums)
    denominator = sum(float(w) for w in weight_sums)
    if denominator == 0.0:
        return 0.0
    return numerator / denominator
