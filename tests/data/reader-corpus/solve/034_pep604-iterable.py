from collections.abc import Iterable


def _total(xs: Iterable[int | float]) -> int | float:
    out: int | float = 0
    for x in xs:
        out += x
    return out


def solve(weighted_sums: list[int | float], weight_sums: list[int | float]) -> float:
    den = _total(weight_sums)
    return _total(weighted_sums) / den if den else 0
