"""Explicit fp32 reduction (mixed-precision training parity)."""
from array import array

try:
    import numpy as np
except ImportError:
    np = None


def solve(weighted_sums, weight_sums):
    if np is not None:
        num = np.float32(np.sum(np.array(weighted_sums, dtype=np.float32)))
        den = np.float32(np.sum(np.array(weight_sums, dtype=np.float32)))
        return float(num / den) if den else 0.0
    num = array("f", [sum(array("f", weighted_sums))])[0]
    den = array("f", [sum(array("f", weight_sums))])[0]
    if den == 0:
        return 0.0
    return array("f", [num / den])[0]
