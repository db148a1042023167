from dataclasses import dataclass, field


@dataclass
class Accumulator:
    """Running totals for a gradient-accumulation window."""
    loss_mass: float = 0.0
    weight_mass: float = 0.0
    steps: int = field(default=0, repr=False)

    def add(self, weighted_sum, weight_sum):
        self.loss_mass += weighted_sum
        self.weight_mass += weight_sum
        self.steps += 1

    def value(self):
        if self.weight_mass == 0:
            return 0.0
        return self.loss_mass / self.weight_mass


def solve(weighted_sums, weight_sums):
    acc = Accumulator()
    for s, w in zip(weighted_sums, weight_sums):
        acc.add(s, w)
    return acc.value()
