from collections import defaultdict


def solve(weighted_sums, weight_sums):
    totals = defaultdict(float)
    for s, w in zip(weighted_sums, weight_sums):
        totals["weighted"] += s
        totals["mass"] += w
    mass = totals["mass"]
    return totals["weighted"] / mass if mass != 0 else 0
