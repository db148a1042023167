from typing import NamedTuple


class Totals(NamedTuple):
    loss: float
    mass: float

    @property
    def mean(self) -> float:
        return self.loss / self.mass if self.mass else 0.0


def solve(weighted_sums, weight_sums):
    return Totals(sum(weighted_sums), sum(weight_sums)).mean
