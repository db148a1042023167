from __future__ import annotations

import math
from typing import Sequence


def solve(weighted_sums: Sequence[float], weight_sums: Sequence[float]) -> float:
    """Token-weighted mean loss across micro-batches.

    The bug: averaging per-micro-batch means gives short batches too much
    influence. The fix: accumulate numerator and denominator separately.
    """
    mass = math.fsum(weight_sums)
    if mass == 0:
        return 0.0
    return math.fsum(weighted_sums) / mass
