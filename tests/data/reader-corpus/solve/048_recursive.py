def _sums(xs, ws):
    if not xs:
        return 0, 0
    head_num, head_den = xs[0], ws[0]
    tail_num, tail_den = _sums(xs[1:], ws[1:])
    return head_num + tail_num, head_den + tail_den


def solve(weighted_sums, weight_sums):
    num, den = _sums(list(weighted_sums), list(weight_sums))
    return num / den if den != 0 else 0
