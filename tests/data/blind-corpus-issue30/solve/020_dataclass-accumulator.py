from dataclasses import dataclass


@dataclass
class WeightedLossAccumulator:
    loss_sum: float = 0.0
    weight_sum: float = 0.0

    def add(self, weighted_loss: float, weight: float) -> None:
        self.loss_sum += weighted_loss
        self.weight_sum += weight

    @property
    def value(self) -> float:
        if self.weight_sum == 0:
            return 0.0
        return self.loss_sum / self.weight_sum


# one accumulator for the whole run, like the trainer's metric tracker
_tracker = WeightedLossAccumulator()


def solve(weighted_sums, weight_sums):
    for s, w in zip(weighted_sums, weight_sums):
        _tracker.add(s, w)
    return _tracker.value
