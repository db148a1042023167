from itertools import accumulate


def solve(weighted_sums, weight_sums):
    if not weight_sums:
        return 0
    num = list(accumulate(weighted_sums))[-1]
    den = list(accumulate(weight_sums))[-1]
    if den == 0:
        return 0
    return num / den
