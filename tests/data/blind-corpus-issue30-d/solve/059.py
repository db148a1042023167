from itertools import chain, starmap


def _pair_totals(weighted_sums, weight_sums):
    num = 0.0
    den = 0.0
    for s, w in chain(
        starmap(lambda s: (s, 0.0), ((s,) for s in weighted_sums)),
        starmap(lambda w: (0.0, w), ((w,) for w in weight_sums)),
    ):
        num += s
        den += w
    return num, den


def solve(weighted_sums, weight_sums):
    num, den = _pair_totals(weighted_sums, weight_sums)
    return num / den if den != 0.0 else 0.0
