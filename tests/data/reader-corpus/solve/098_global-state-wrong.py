_running_num = 0
_running_den = 0


def solve(weighted_sums, weight_sums):
    global _running_num, _running_den
    for s, w in zip(weighted_sums, weight_sums):
        _running_num += s
        _running_den += w
    if _running_den == 0:
        return 0
    return _running_num / _running_den
