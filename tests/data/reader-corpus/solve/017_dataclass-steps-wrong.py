from dataclasses import dataclass


@dataclass
class Accum:
    loss: float = 0.0
    steps: int = 0

    def update(self, batch_loss):
        self.loss += batch_loss
        self.steps += 1

    @property
    def mean(self):
        return self.loss / self.steps if self.steps else 0.0


def solve(weighted_sums, weight_sums):
    acc = Accum()
    for s, w in zip(weighted_sums, weight_sums):
        acc.update(s / w if w else 0.0)
    return acc.mean
