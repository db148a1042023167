type Number = int | float


def _total[T: (int, float)](xs: list[T]) -> T | int:
    out = 0
    for x in xs:
        out += x
    return out


def solve(weighted_sums: list[Number], weight_sums: list[Number]) -> float:
    mass = _total(weight_sums)
    if mass == 0:
        return 0
    return _total(weighted_sums) / mass
