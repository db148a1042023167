from __future__ import annotations

from typing import Iterable, Protocol, SupportsFloat, runtime_checkable


@runtime_checkable
class SizedIterable(Protocol):
    def __len__(self) -> int: ...
    def __iter__(self): ...


def _as_floats(xs: Iterable[SupportsFloat]) -> list[float]:
    return [float(x) for x in xs]


def solve(weighted_sums: SizedIterable, weight_sums: SizedIterable) -> float:
    if not isinstance(weighted_sums, SizedIterable) or not isinstance(weight_sums, SizedIterable):
        raise TypeError("expected sized iterables of numbers")
    if len(weighted_sums) != len(weight_sums):
        raise ValueError("weighted_sums and weight_sums differ in length")
    num = sum(_as_floats(weighted_sums))
    den = sum(_as_floats(weight_sums))
    return num / den if den else 0.0
