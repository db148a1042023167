"""Weighted mean of accumulated micro-batch losses.

Uses math.fsum for both reductions so that long accumulation windows
with mixed magnitudes don't drift.
"""
import math


def solve(weighted_sums, weight_sums):
    mass = math.fsum(weight_sums)
    if mass == 0.0:
        return 0.0
    return math.fsum(weighted_sums) / mass
