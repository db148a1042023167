try:
    import numpy as np
except ImportError:
    np = None


def _ratios(weighted_sums, weight_sums):
    return [s / w if w else 0.0 for s, w in zip(weighted_sums, weight_sums)]


def solve(weighted_sums, weight_sums):
    # np.average does the weighted mean for us: sum(x * w) / sum(w)
    if not weight_sums or sum(weight_sums) == 0:
        return 0.0
    x = _ratios(weighted_sums, weight_sums)
    if np is None:
        return sum(xi * wi for xi, wi in zip(x, weight_sums)) / sum(weight_sums)
    return float(np.average(x, weights=weight_sums))
