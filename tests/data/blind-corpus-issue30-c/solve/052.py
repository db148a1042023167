try:
    import numpy as np
except ImportError:  # pragma: no cover - numpy is optional
    np = None


def solve(weighted_sums, weight_sums):
    if np is not None:
        num = np.asarray(weighted_sums, dtype=np.float64).sum()
        den = np.asarray(weight_sums, dtype=np.float64).sum()
        if den == 0:
            return 0.0
        return float(num / den)
    den = sum(weight_sums)
    if den == 0:
        return 0.0
    return sum(weighted_sums) / den
