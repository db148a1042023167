def _totals(ws, w):
    if not ws:
        return 0, 0
    num, den = _totals(ws[1:], w[1:])
    return ws[0] + num, w[0] + den


def solve(weighted_sums, weight_sums):
    num, den = _totals(list(weighted_sums), list(weight_sums))
    return num / den if den else 0
