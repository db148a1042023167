def _tree_sum(xs, lo, hi):
    if hi - lo == 0:
        return 0
    if hi - lo == 1:
        return xs[lo]
    mid = (lo + hi) // 2
    return _tree_sum(xs, lo, mid) + _tree_sum(xs, mid, hi)


def solve(weighted_sums, weight_sums):
    xs = list(weighted_sums)
    ws = list(weight_sums)
    mass = _tree_sum(ws, 0, len(ws))
    if mass == 0:
        return 0
    return _tree_sum(xs, 0, len(xs)) / mass
