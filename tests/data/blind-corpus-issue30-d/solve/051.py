import statistics


def solve(weighted_sums, weight_sums):
    if not weighted_sums or sum(weight_sums) == 0:
        return 0.0
    return statistics.fmean(weighted_sums, weights=weight_sums)
