from typing import Iterable, Protocol, SupportsFloat, TypeVar

T = TypeVar("T", bound=SupportsFloat)


class LossReducer(Protocol):
    def __call__(self, sums: list[float], weights: list[float]) -> float: ...


def mean_of_batch_means(sums: list[float], weights: list[float]) -> float:
    means = [s / w for s, w in zip(sums, weights) if w]
    return sum(means) / len(means) if means else 0.0


def _as_floats(xs: Iterable[T]) -> list[float]:
    return [float(x) for x in xs]


def solve(weighted_sums: Iterable[SupportsFloat], weight_sums: Iterable[SupportsFloat],
          reducer: LossReducer = mean_of_batch_means) -> float:
    return reducer(_as_floats(weighted_sums), _as_floats(weight_sums))
