from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Sequence

Number = float | int


def solve(weighted_sums: Sequence[Number], weight_sums: Sequence[Number]) -> float:
    total_mass = sum(weight_sums)
    if total_mass == 0:
        return 0.0
    return sum(weighted_sums) / total_mass


@dataclass(frozen=True)
class Fixture:
    label: str
    weighted_sums: tuple[Number, ...]
    weight_sums: tuple[Number, ...]
    expected: Number


@dataclass
class Result:
    fixture: Fixture
    actual: object

    @property
    def passed(self) -> bool:
        return self.actual == self.fixture.expected


@dataclass
class Checker:
    fn: Callable[[Sequence[Number], Sequence[Number]], object]
    results: list[Result] = field(default_factory=list)

    def run(self, fixtures: Sequence[Fixture]) -> bool:
        for fx in fixtures:
            self.results.append(Result(fx, self.fn(list(fx.weighted_sums), list(fx.weight_sums))))
        return all(r.passed for r in self.results)

    def report(self) -> str:
        lines = [f"{'ok ' if r.passed else 'BAD'} {r.fixture.label}: {r.actual!r} (expected {r.fixture.expected!r})" for r in self.results]
        return "\n".join(lines)


N = 1
FIXTURES = (
    Fixture("unequal weight mass", (2 * N, 12 * N), (N, 3 * N), 3.5),
    Fixture("unit weights", (2 * N, 4 * N), (N, N), 3),
    Fixture("one batch", (9 * N,), (3 * N,), 3),
    Fixture("zero total weight", (0,), (0,), 0),
    Fixture("empty", (), (), 0),
    Fixture("zero loss", (0, 8 * N), (N, 3 * N), 2),
    Fixture("three batches", (N, 6 * N, 8 * N), (1, 2, 4), 15 * N / 7),
)

if __name__ == "__main__":
    checker = Checker(solve)
    ok = checker.run(FIXTURES)
    print(checker.report())
    print("PASSED" if ok else "FAILED")
    raise SystemExit(0 if ok else 1)
