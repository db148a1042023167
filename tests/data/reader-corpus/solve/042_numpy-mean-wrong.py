import numpy as np


def solve(weighted_sums, weight_sums):
    if len(weighted_sums) == 0:
        return 0.0
    per_batch = np.divide(
        np.asarray(weighted_sums, dtype=float),
        np.asarray(weight_sums, dtype=float),
        out=np.zeros(len(weighted_sums)),
        where=np.asarray(weight_sums) != 0,
    )
    return float(per_batch.mean())
