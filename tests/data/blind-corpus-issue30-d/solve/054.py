from dataclasses import dataclass
from typing import Iterable


@dataclass(frozen=True)
class AccumulatedLoss:
    weighted_total: float
    weight_mass: float

    @classmethod
    def from_lists(cls, weighted_sums: Iterable[float], weight_sums: Iterable[float]) -> "AccumulatedLoss":
        return cls(sum(weighted_sums), sum(weight_sums))

    def normalized(self) -> float:
        if self.weight_mass == 0:
            return 0.0
        return self.weighted_total / self.weight_mass


def solve(weighted_sums, weight_sums):
    return AccumulatedLoss.from_lists(weighted_sums, weight_sums).normalized()
