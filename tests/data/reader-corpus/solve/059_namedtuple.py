from typing import NamedTuple


class MicroBatch(NamedTuple):
    weighted_sum: float
    weight: float


def solve(weighted_sums, weight_sums):
    batches = [MicroBatch(s, w) for s, w in zip(weighted_sums, weight_sums)]
    mass = sum(b.weight for b in batches)
    if mass == 0:
        return 0
    return sum(b.weighted_sum for b in batches) / mass
