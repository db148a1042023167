from statistics import fmean


def solve(weighted_sums, weight_sums):
    if not weighted_sums:
        return 0
    return fmean(weighted_sums) / fmean(weight_sums) if any(weight_sums) else 0
