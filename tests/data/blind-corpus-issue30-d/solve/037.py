"""Accumulation reduction with optional numpy acceleration."""
try:
    import numpy as np
except ImportError:  # pragma: no cover - numpy is optional
    np = None


def solve(weighted_sums, weight_sums):
    if np is not None:
        num = float(np.sum(np.asarray(weighted_sums, dtype=np.float64)))
        den = float(np.sum(np.asarray(weight_sums, dtype=np.float64)))
    else:
        num = float(sum(weighted_sums))
        den = float(sum(weight_sums))
    if den == 0.0:
        return 0.0
    return num / den
