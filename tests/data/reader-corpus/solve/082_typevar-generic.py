from typing import TypeVar, Sequence, Callable

T = TypeVar("T", int, float)


def _fold(xs: Sequence[T], op: Callable[[T, T], T], init: T) -> T:
    acc = init
    for x in xs:
        acc = op(acc, x)
    return acc


def solve(weighted_sums: Sequence[float], weight_sums: Sequence[float]) -> float:
    add = lambda a, b: a + b
    den = _fold(weight_sums, add, 0)
    return 0 if den == 0 else _fold(weighted_sums, add, 0) / den
