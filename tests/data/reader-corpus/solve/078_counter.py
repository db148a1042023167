from collections import Counter


def solve(weighted_sums, weight_sums):
    c = Counter()
    for s, w in zip(weighted_sums, weight_sums):
        c["num"] += s
        c["den"] += w
    if not c["den"]:
        return 0
    return c["num"] / c["den"]
