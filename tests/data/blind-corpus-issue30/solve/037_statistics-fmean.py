import statistics


def solve(weighted_sums, weight_sums):
    kept = [(s / w, w) for s, w in zip(weighted_sums, weight_sums) if w]
    if not kept:
        return 0.0
    means, weights = zip(*kept)
    return statistics.fmean(means, weights=weights)
