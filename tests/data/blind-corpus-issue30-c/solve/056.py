"""Weighted gradient-accumulation normalizer.

Each micro-batch reports the sum of its per-example weighted losses and the
sum of its per-example weights. The accumulated loss is the ratio of the two
grand totals, not an average over micro-batches.
"""
from __future__ import annotations

from collections.abc import Sequence


def solve(weighted_sums: Sequence[float], weight_sums: Sequence[float]) -> float:
    """Return the weight-normalized accumulated loss.

    Args:
        weighted_sums: per-micro-batch sums of ``weight * loss``.
        weight_sums: per-micro-batch sums of ``weight``.

    Returns:
        ``sum(weighted_sums) / sum(weight_sums)``, or ``0.0`` when the total
        weight mass is zero (this also covers the empty case).
    """
    mass = sum(weight_sums)
    if not mass:
        return 0.0
    return sum(weighted_sums) / mass
