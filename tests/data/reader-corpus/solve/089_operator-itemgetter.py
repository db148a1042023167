from operator import itemgetter


def solve(weighted_sums, weight_sums):
    pairs = list(zip(weighted_sums, weight_sums))
    den = sum(map(itemgetter(1), pairs))
    if den == 0:
        return 0
    return sum(map(itemgetter(0), pairs)) / den
