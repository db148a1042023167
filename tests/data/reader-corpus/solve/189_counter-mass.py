from collections import Counter


def solve(weighted_sums, weight_sums):
    c = Counter()
    for s, w in zip(weighted_sums, weight_sums):
        c["loss"] += s
        c["mass"] += w
    if c["mass"] == 0:
        return 0
    return c["loss"] / c["mass"]
