from dataclasses import dataclass


@dataclass
class WeightedAccumulator:
    loss_sum: float = 0.0
    weight_sum: float = 0.0
    steps: int = 0

    def add(self, weighted_loss: float, weight: float) -> None:
        self.loss_sum += weighted_loss
        self.weight_sum += weight
        self.steps += 1

    @property
    def value(self) -> float:
        if self.weight_sum == 0:
            return 0.0
        return self.loss_sum / self.weight_sum


def solve(weighted_sums, weight_sums):
    acc = WeightedAccumulator()
    for s, w in zip(weighted_sums, weight_sums):
        acc.add(s, w)
    return acc.value
