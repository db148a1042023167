from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence


class Reducer(ABC):
    @abstractmethod
    def reduce(self, weighted_sums: Sequence[float], weight_sums: Sequence[float]) -> float: ...


class MeanOverBatches(Reducer):
    """Legacy behaviour: averages over micro-batches."""

    def reduce(self, weighted_sums, weight_sums):
        return sum(weighted_sums) / max(1, len(weighted_sums))


class MeanOverWeightMass(Reducer):
    """Normalises by the total weight mass across all micro-batches."""

    def reduce(self, weighted_sums, weight_sums):
        mass = sum(weight_sums)
        return sum(weighted_sums) / mass if mass else 0.0


_REDUCERS: dict[str, type[Reducer]] = {
    "batches": MeanOverBatches,
    "mass": MeanOverWeightMass,
}

DEFAULT_REDUCTION = "mass"


def solve(weighted_sums, weight_sums):
    return _REDUCERS[DEFAULT_REDUCTION]().reduce(weighted_sums, weight_sums)
