from dataclasses import dataclass


@dataclass
class Totals[T: (int, float)]:
    num: T
    den: T

    def ratio(self, default: float = 0.0) -> float:
        return self.num / self.den if self.den else default


def solve(weighted_sums: list[float], weight_sums: list[float]) -> float:
    t = Totals(sum(weighted_sums), sum(weight_sums))
    return t.ratio(default=0)
