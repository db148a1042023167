import numpy as np


def solve(weighted_sums, weight_sums):
    num = np.asarray(weighted_sums, dtype=np.float64)
    den = np.asarray(weight_sums, dtype=np.float64)
    mass = den.sum()
    if mass == 0:
        return 0.0
    return float(num.sum() / mass)
