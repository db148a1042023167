from abc import ABC, abstractmethod
from typing import Sequence


class Normalizer(ABC):
    """Turns accumulated per-batch sums into one scalar loss."""

    @abstractmethod
    def denominator(self, weighted_sums: Sequence[float], weight_sums: Sequence[float]) -> float: ...

    def __call__(self, weighted_sums: Sequence[float], weight_sums: Sequence[float]) -> float:
        den = self.denominator(weighted_sums, weight_sums)
        if den == 0:
            return 0.0
        return sum(weighted_sums) / den


class BatchCountNormalizer(Normalizer):
    """Old behaviour: one vote per micro-batch. Kept for the ablation configs."""

    def denominator(self, weighted_sums, weight_sums):
        return len(weighted_sums)


class WeightMassNormalizer(Normalizer):
    def denominator(self, weighted_sums, weight_sums):
        return sum(weight_sums)


_NORMALIZER = WeightMassNormalizer()


def solve(weighted_sums, weight_sums):
    return _NORMALIZER(weighted_sums, weight_sums)
