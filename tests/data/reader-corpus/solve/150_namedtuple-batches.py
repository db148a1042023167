from collections import namedtuple

MicroBatch = namedtuple("MicroBatch", ["weighted_sum", "weight_sum"])


def solve(weighted_sums, weight_sums):
    batches = [MicroBatch(s, w) for s, w in zip(weighted_sums, weight_sums)]
    loss = sum(b.weighted_sum for b in batches)
    weight = sum(b.weight_sum for b in batches)
    return loss / weight if weight else 0
