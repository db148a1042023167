from __future__ import annotations

from typing import Iterable, Union

Number = Union[int, float]


def solve(weighted_sums: Iterable[Number], weight_sums: Iterable[Number]) -> float:
    loss: Number = 0
    mass: Number = 0
    for s, w in zip(weighted_sums, weight_sums, strict=True):
        loss += s
        mass += w
    if mass == 0:
        return 0.0
    return loss / mass
