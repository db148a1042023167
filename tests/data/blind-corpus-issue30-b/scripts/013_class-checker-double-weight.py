from __future__ import annotations

import sys
from dataclasses import dataclass, field
from typing import Callable


@dataclass(frozen=True)
class Case:
    name: str
    weighted_sums: tuple[float, ...]
    weight_sums: tuple[float, ...]
    expected: float


@dataclass
class Outcome:
    case: Case
    actual: object

    @property
    def passed(self) -> bool:
        return self.actual == self.case.expected


@dataclass
class Checker:
    fn: Callable[[list[float], list[float]], float]
    outcomes: list[Outcome] = field(default_factory=list)

    def run(self, cases: list[Case]) -> "Checker":
        for c in cases:
            try:
                actual = self.fn(list(c.weighted_sums), list(c.weight_sums))
            except Exception as exc:  # report, don't crash
                actual = f"{type(exc).__name__}: {exc}"
            self.outcomes.append(Outcome(c, actual))
        return self

    def report(self) -> int:
        for o in self.outcomes:
            print(f"{'ok ' if o.passed else 'BAD'} {o.case.name:<22} actual={o.actual!r} expected={o.case.expected!r}")
        bad = sum(not o.passed for o in self.outcomes)
        print(f"{len(self.outcomes) - bad} passed, {bad} failed")
        return 1 if bad else 0


class MassWeightedMean:
    """Each micro-batch contributes proportionally to its weight mass."""

    def __call__(self, weighted_sums, weight_sums):
        mass = sum(weight_sums)
        if mass == 0:
            return 0.0
        return sum(s * w for s, w in zip(weighted_sums, weight_sums)) / mass


def solve(weighted_sums, weight_sums):
    return MassWeightedMean()(weighted_sums, weight_sums)


CASES = [
    Case("unequal weight mass", (2, 12), (1, 3), 3.5),
    Case("unit weights", (2, 4), (1, 1), 3),
    Case("one batch", (9,), (3,), 3),
    Case("zero total weight", (0,), (0,), 0),
    Case("empty", (), (), 0),
    Case("zero loss", (0, 8), (1, 3), 2),
    Case("three batches", (1, 6, 8), (1, 2, 4), 15 / 7),
]

if __name__ == "__main__":
    sys.exit(Checker(solve).run(CASES).report())
