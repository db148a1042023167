import numpy as np


def solve(weighted_sums, weight_sums):
    s = np.asarray(weighted_sums, dtype=np.float64)
    w = np.asarray(weight_sums, dtype=np.float64)
    mass = w.sum()
    if mass == 0:
        return 0.0
    return float(s.sum() / mass)
