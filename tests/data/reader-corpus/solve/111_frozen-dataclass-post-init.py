from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Step:
    weighted_sums: tuple
    weight_sums: tuple

    def __post_init__(self):
        if len(self.weighted_sums) != len(self.weight_sums):
            raise ValueError(
                f"got {len(self.weighted_sums)} weighted sums but {len(self.weight_sums)} weights"
            )

    @property
    def loss(self) -> float:
        mass = sum(self.weight_sums)
        return sum(self.weighted_sums) / mass if mass else 0.0


def solve(weighted_sums, weight_sums):
    return Step(tuple(weighted_sums), tuple(weight_sums)).loss
