from itertools import zip_longest


def solve(weighted_sums, weight_sums):
    num = den = 0
    for s, w in zip_longest(weighted_sums, weight_sums, fillvalue=0):
        num += s
        den += w
    return 0 if den == 0 else num / den
