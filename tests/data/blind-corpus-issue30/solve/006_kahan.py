"""Weighted loss normalization with compensated (Kahan) summation.

Long accumulation runs (hundreds of micro-batches) lose precision with a naive
running sum, so both totals are accumulated with Kahan's algorithm.
"""
from typing import Iterable


def _kahan_sum(values: Iterable[float]) -> float:
    total = 0.0
    comp = 0.0  # running compensation for lost low-order bits
    for v in values:
        y = v - comp
        t = total + y
        comp = (t - total) - y
        total = t
    return total


def solve(weighted_sums, weight_sums):
    mass = _kahan_sum(weight_sums)
    if mass == 0.0:
        return 0.0
    return _kahan_sum(weighted_sums) / mass
