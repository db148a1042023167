from dataclasses import dataclass, field


@dataclass
class WeightedAccumulator:
    """Accumulates weighted loss sums and their weight mass across micro-batches."""

    weighted_total: float = 0.0
    mass_total: float = 0.0
    steps: int = field(default=0, repr=False)

    def update(self, weighted_sum: float, weight_sum: float) -> None:
        self.weighted_total += weighted_sum
        self.mass_total += weight_sum
        self.steps += 1

    def compute(self) -> float:
        if self.mass_total == 0:
            return 0.0
        return self.weighted_total / self.mass_total

    def reset(self) -> None:
        self.weighted_total = 0.0
        self.mass_total = 0.0
        self.steps = 0


def solve(weighted_sums, weight_sums):
    acc = WeightedAccumulator()
    for s, w in zip(weighted_sums, weight_sums, strict=True):
        acc.update(s, w)
    return acc.compute()
