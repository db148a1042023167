import struct

try:
    import numpy as np
except ImportError:
    np = None


def solve(weighted_sums, weight_sums):
    if np is not None:
        s = np.asarray(weighted_sums, dtype=np.float32).sum()
        w = np.asarray(weight_sums, dtype=np.float32).sum()
        if w == 0:
            return 0.0
        return float(s / w)
    # no numpy: match float32 semantics by hand
    f32 = lambda v: struct.unpack("f", struct.pack("f", v))[0]
    w = f32(sum(weight_sums))
    if w == 0:
        return 0.0
    return f32(f32(sum(weighted_sums)) / w)
