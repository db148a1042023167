def _total(xs):
    if not xs:
        return 0
    return xs[0] + _total(xs[1:])


def solve(weighted_sums, weight_sums):
    mass = _total(list(weight_sums))
    if mass == 0:
        return 0.0
    return _total(list(weighted_sums)) / mass
