from collections import namedtuple

Batch = namedtuple("Batch", ["weighted_loss", "weight"])


def solve(weighted_sums, weight_sums):
    batches = [Batch(s, w) for s, w in zip(weighted_sums, weight_sums)]
    mass = sum(b.weight for b in batches)
    if mass == 0:
        return 0
    return sum(b.weighted_loss for b in batches) / mass
