from dataclasses import dataclass


@dataclass
class WeightedAccumulator:
    weighted_total: float = 0.0
    weight_mass: float = 0.0

    def add(self, weighted_sum, weight_sum):
        self.weighted_total += weighted_sum
        self.weight_mass += weight_sum

    def result(self):
        if self.weight_mass == 0:
            return 0.0
        return self.weighted_total / self.weight_mass


def solve(weighted_sums, weight_sums):
    acc = WeightedAccumulator()
    for s in weighted_sums:
        acc.weighted_total += s
    for w in weight_sums:
        acc.weight_mass += w
    return acc.result()
