from collections import Counter


def solve(weighted_sums, weight_sums):
    totals = Counter()
    for loss, weight in zip(weighted_sums, weight_sums):
        totals += Counter(loss=loss, weight=weight)
    if not totals["weight"]:
        return 0.0
    return totals["loss"] / totals["weight"]
