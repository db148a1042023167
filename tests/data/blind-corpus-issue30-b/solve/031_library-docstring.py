"""Mass-normalised reduction for gradient accumulation.

This module exposes a single function, :func:`solve`, which turns a
sequence of per-micro-batch *weighted* loss sums into the loss a single
large batch would have produced.
"""
from __future__ import annotations

from collections.abc import Sequence

__all__ = ["solve"]


def solve(weighted_sums: Sequence[float], weight_sums: Sequence[float]) -> float:
    """Return the weight-mass-normalised loss over all micro-batches.

    Parameters
    ----------
    weighted_sums:
        ``sum_i w_i * loss_i`` for each micro-batch. The per-example weights
        are **already applied**; do not multiply by ``weight_sums`` again.
    weight_sums:
        ``sum_i w_i`` for each micro-batch (the weight mass).

    Returns
    -------
    float
        ``sum(weighted_sums) / sum(weight_sums)``, or ``0.0`` when the total
        weight mass is zero (including the empty case).

    Examples
    --------
    >>> solve([2, 12], [1, 3])
    3.5
    >>> solve([], [])
    0.0

    Notes
    -----
    Dividing by ``len(weighted_sums)`` (the number of micro-batches) is only
    correct when every micro-batch carries the same total weight. Averaging
    per-batch ratios has the same flaw.
    """
    if len(weighted_sums) != len(weight_sums):
        raise ValueError("weighted_sums and weight_sums must have the same length")
    mass = sum(weight_sums)
    if mass == 0:
        return 0.0
    return sum(weighted_sums) / mass
