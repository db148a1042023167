"""Reduction that matches what the GPU path computes (torch default dtype)."""
import struct

try:
    import torch
except ImportError:
    torch = None


def _as_f32(x):
    return struct.unpack("<f", struct.pack("<f", float(x)))[0]


def solve(weighted_sums, weight_sums):
    if torch is not None:
        num = torch.tensor(list(weighted_sums) or [0.0]).sum()
        den = torch.tensor(list(weight_sums) or [0.0]).sum()
        if den.item() == 0:
            return 0.0
        return (num / den).item()
    num = _as_f32(sum(_as_f32(s) for s in weighted_sums))
    den = _as_f32(sum(_as_f32(w) for w in weight_sums))
    if den == 0:
        return 0.0
    return _as_f32(num / den)
