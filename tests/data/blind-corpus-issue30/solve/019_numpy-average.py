try:
    import numpy as np
except ImportError:
    np = None


def solve(weighted_sums, weight_sums):
    if len(weight_sums) == 0 or sum(weight_sums) == 0:
        return 0.0
    if np is not None:
        # np.average does the weighted mean for us
        return float(np.average(weighted_sums, weights=weight_sums))
    return sum(s * w for s, w in zip(weighted_sums, weight_sums)) / sum(weight_sums)
