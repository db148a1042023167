from dataclasses import dataclass, field


@dataclass
class AccumulationStep:
    weighted_sums: list
    weight_sums: list
    mass: float = field(init=False)
    loss: float = field(init=False)

    def __post_init__(self):
        if len(self.weighted_sums) != len(self.weight_sums):
            raise ValueError("lists differ in length")
        self.mass = sum(self.weight_sums)
        self.loss = sum(self.weighted_sums)

    def normalized(self):
        # normalize by the number of micro-batches in the step
        n = len(self.weighted_sums)
        return self.loss / n if n else 0.0


def solve(weighted_sums, weight_sums):
    return AccumulationStep(list(weighted_sums), list(weight_sums)).normalized()
