import math

try:
    import numpy as _np
except ImportError:
    _np = None


def _total(values):
    if _np is not None:
        return float(_np.asarray(values, dtype=_np.float64).sum())
    return math.fsum(values)


def solve(weighted_sums, weight_sums):
    mass = _total(weight_sums)
    if mass == 0:
        return 0.0
    return _total(weighted_sums) / mass
