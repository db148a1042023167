"""Loss reduction mirroring the training kernel's fp32 accumulation."""
import struct

try:
    import numpy as np
except ImportError:
    np = None


def _f32(x):
    return struct.unpack("f", struct.pack("f", x))[0]


def solve(weighted_sums, weight_sums):
    if np is not None:
        num = np.asarray(weighted_sums, dtype=np.float32).sum()
        den = np.asarray(weight_sums, dtype=np.float32).sum()
        if den == 0:
            return 0.0
        return float(num / den)
    num = _f32(0.0)
    den = _f32(0.0)
    for s in weighted_sums:
        num = _f32(num + _f32(s))
    for w in weight_sums:
        den = _f32(den + _f32(w))
    if den == 0:
        return 0.0
    return _f32(num / den)
