from dataclasses import dataclass, field


@dataclass
class LossAccumulator:
    numerator: float = 0.0
    denominator: float = 0.0
    steps: int = field(default=0)

    def add(self, weighted_sum: float, weight: float) -> None:
        self.numerator += weighted_sum
        self.denominator += weight
        self.steps += 1

    def value(self) -> float:
        if self.denominator == 0:
            return 0.0
        return self.numerator / self.denominator


def solve(weighted_sums, weight_sums):
    acc = LossAccumulator()
    for s, w in zip(weighted_sums, weight_sums, strict=True):
        acc.add(s, w)
    return acc.value()
