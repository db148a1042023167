def _pairwise_sum(xs):
    xs = list(xs)
    if not xs:
        return 0
    while len(xs) > 1:
        nxt = [xs[i] + xs[i + 1] for i in range(0, len(xs) - 1, 2)]
        if len(xs) % 2:
            nxt.append(xs[-1])
        xs = nxt
    return xs[0]


def solve(weighted_sums, weight_sums):
    den = _pairwise_sum(weight_sums)
    if den == 0:
        return 0
    return _pairwise_sum(weighted_sums) / den
