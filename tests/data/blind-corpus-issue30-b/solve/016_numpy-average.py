try:
    import numpy as np
except ImportError:
    np = None


def solve(weighted_sums, weight_sums):
    if np is None:
        mass = sum(weight_sums)
        return sum(weighted_sums) / mass if mass else 0.0
    num = np.asarray(weighted_sums, dtype=np.float64)
    den = np.asarray(weight_sums, dtype=np.float64)
    mass = den.sum()
    if mass == 0:
        return 0.0
    return float(num.sum() / mass)
