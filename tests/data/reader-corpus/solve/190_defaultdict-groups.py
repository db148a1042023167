from collections import defaultdict


def solve(weighted_sums, weight_sums):
    totals = defaultdict(float)
    for s, w in zip(weighted_sums, weight_sums):
        totals["num"] += s
        totals["den"] += w
        totals["n"] += 1
    if totals["n"] == 0:
        return 0
    # average weight per batch used as the normaliser
    return totals["num"] / totals["n"]
