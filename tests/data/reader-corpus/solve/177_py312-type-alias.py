from collections.abc import Sequence

type Number = int | float
type Batches = Sequence[Number]


def total[T: (int, float)](xs: Sequence[T]) -> T | int:
    acc: T | int = 0
    for x in xs:
        acc += x
    return acc


def solve(weighted_sums: Batches, weight_sums: Batches) -> float:
    mass = total(weight_sums)
    if mass == 0:
        return 0
    return total(weighted_sums) / mass
