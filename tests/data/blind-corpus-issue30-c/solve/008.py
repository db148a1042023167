def _fold(pairs, loss=0, mass=0):
    if not pairs:
        return loss, mass
    (s, w), *rest = pairs
    return _fold(rest, loss + s, mass + w)


def solve(weighted_sums, weight_sums):
    loss, mass = _fold(list(zip(weighted_sums, weight_sums)))
    return 0.0 if mass == 0 else loss / mass
