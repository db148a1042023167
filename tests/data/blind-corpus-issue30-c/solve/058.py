from collections import defaultdict


def solve(weighted_sums, weight_sums):
    stats = defaultdict(float)
    for s, w in zip(weighted_sums, weight_sums):
        stats["loss"] += s
        stats["mass"] += w
    if stats["mass"] == 0:
        return 0.0
    return stats["loss"] / stats["mass"]
