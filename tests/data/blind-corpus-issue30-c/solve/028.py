from typing import NamedTuple


class AccumState(NamedTuple):
    weighted: float = 0.0
    mass: float = 0.0

    def update(self, weighted: float, mass: float) -> "AccumState":
        return AccumState(self.weighted + weighted, self.mass + mass)

    def result(self) -> float:
        return self.weighted / self.mass if self.mass else 0.0


def solve(weighted_sums, weight_sums):
    state = AccumState()
    for s, w in zip(weighted_sums, weight_sums):
        state = state.update(s, w)
    return state.result()
