import numpy as np


def solve(weighted_sums, weight_sums):
    s = np.sum(np.array(weighted_sums, dtype=np.float64))
    w = np.sum(np.array(weight_sums, dtype=np.float64))
    return float(s / w) if w != 0 else 0.0
