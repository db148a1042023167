def _pairwise(xs, lo=0, hi=None):
    if hi is None:
        hi = len(xs)
    n = hi - lo
    if n <= 0:
        return 0.0
    if n <= 8:
        acc = 0.0
        for i in range(lo, hi):
            acc += xs[i]
        return acc
    mid = lo + n // 2
    return _pairwise(xs, lo, mid) + _pairwise(xs, mid, hi)


def solve(weighted_sums, weight_sums):
    xs = list(weighted_sums)
    ws = list(weight_sums)
    mass = _pairwise(ws)
    return _pairwise(xs) / mass if mass else 0.0
