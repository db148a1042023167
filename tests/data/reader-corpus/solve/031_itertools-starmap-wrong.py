from itertools import starmap
from operator import truediv


def solve(weighted_sums, weight_sums):
    # per-batch mean, then mean over batches (the bug we were meant to fix)
    pairs = [(s, w) for s, w in zip(weighted_sums, weight_sums) if w]
    if not pairs:
        return 0
    per_batch = list(starmap(truediv, pairs))
    return sum(per_batch) / len(per_batch)
