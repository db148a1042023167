from typing import Sequence, Union

Number = Union[int, float]


def solve(weighted_sums: Sequence[Number], weight_sums: Sequence[Number]) -> float:
    total_mass = sum(weight_sums, start=0.0)
    if total_mass == 0.0:
        return 0.0
    return sum(weighted_sums, start=0.0) / total_mass
