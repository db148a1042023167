from typing import overload, Sequence


@overload
def solve(weighted_sums: Sequence[int], weight_sums: Sequence[int]) -> float: ...
@overload
def solve(weighted_sums: Sequence[float], weight_sums: Sequence[float]) -> float: ...
def solve(weighted_sums, weight_sums):
    num: float = 0.0
    den: float = 0.0
    for s, w in zip(weighted_sums, weight_sums, strict=True):
        num += s
        den += w
    return num / den if den != 0 else 0.0
