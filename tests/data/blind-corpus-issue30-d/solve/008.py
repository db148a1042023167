from collections import defaultdict


def solve(weighted_sums, weight_sums):
    totals = defaultdict(float)
    for s in weighted_sums:
        totals["numerator"] += s
    for w in weight_sums:
        totals["denominator"] += w
    if totals["denominator"] == 0:
        return 0.0
    return totals["numerator"] / totals["denominator"]
