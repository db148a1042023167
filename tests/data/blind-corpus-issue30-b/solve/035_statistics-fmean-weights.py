# Requires Python 3.11+ for fmean(weights=...).
from statistics import StatisticsError, fmean


def solve(weighted_sums, weight_sums):
    means = [s / w if w else 0.0 for s, w in zip(weighted_sums, weight_sums)]
    try:
        return fmean(means, weights=weight_sums)
    except (StatisticsError, ZeroDivisionError):
        return 0.0
