# requires Python 3.12+ (PEP 695 type parameter syntax)
from collections.abc import Sequence


def _total[T: (int, float)](xs: Sequence[T]) -> T | int:
    return sum(xs)


def solve[T: (int, float)](weighted_sums: Sequence[T], weight_sums: Sequence[T]) -> float:
    mass = _total(weight_sums)
    return _total(weighted_sums) / mass if mass else 0.0
