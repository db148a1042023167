try:
    import numpy as np
except ImportError:
    np = None


def solve(weighted_sums, weight_sums):
    # match the training dtype so offline numbers agree with the trainer
    if np is None:
        mass = sum(weight_sums)
        return sum(weighted_sums) / mass if mass else 0.0
    s = np.asarray(weighted_sums, dtype=np.float32).sum()
    w = np.asarray(weight_sums, dtype=np.float32).sum()
    if w == 0:
        return 0.0
    return float(s / w)
