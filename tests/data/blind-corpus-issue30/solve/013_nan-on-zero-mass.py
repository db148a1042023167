import math


def solve(weighted_sums, weight_sums):
    total_w = sum(weight_sums)
    if total_w == 0:
        # undefined loss -- let NaN propagate so it shows up in the logs
        return math.nan
    return sum(weighted_sums) / total_w
