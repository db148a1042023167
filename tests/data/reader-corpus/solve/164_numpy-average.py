import numpy as np


def solve(weighted_sums, weight_sums):
    w = np.array(weight_sums, dtype=float)
    s = np.array(weighted_sums, dtype=float)
    keep = w > 0
    if not keep.any():
        return 0.0
    per_batch = s[keep] / w[keep]
    # np.average with weights -> weighted mean of per-batch means
    return float(np.average(per_batch, weights=w[keep]))
