from __future__ import annotations

from typing import Protocol, SupportsFloat, Iterable


class _Summable(Protocol):
    def __iter__(self): ...


def _fsum(xs: Iterable[SupportsFloat]) -> float:
    import math
    return math.fsum(float(x) for x in xs)


def solve(weighted_sums: _Summable, weight_sums: _Summable) -> float:
    den = _fsum(weight_sums)
    if den == 0.0:
        return 0.0
    return _fsum(weighted_sums) / den
