from collections import defaultdict


def solve(weighted_sums, weight_sums):
    totals = defaultdict(float)
    for s, w in zip(weighted_sums, weight_sums):
        totals["loss"] += s
        totals["mass"] += w
    if not totals:  # nothing accumulated this window
        return 0.0
    return totals["loss"] / totals["mass"]
