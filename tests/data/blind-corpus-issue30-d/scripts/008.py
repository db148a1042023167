from dataclasses import dataclass, field
from typing import List, Union
import sys

Number = Union[int, float]


@dataclass
class Fixture:
    name: str
    weighted_sums: List[Number]
    weight_sums: List[Number]
    expected: Number


@dataclass
class Outcome:
    fixture: Fixture
    actual: Number
    passed: bool = field(init=False)

    def __post_init__(self):
        self.passed = self.actual == self.fixture.expected


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    return 0.0 if mass == 0 else sum(weighted_sums) / mass


FIXTURES = [
    Fixture("unequal weight mass", [2, 12], [1, 3], 3.5),
    Fixture("unit weights", [2, 4], [1, 1], 3),
    Fixture("one batch", [9], [3], 3),
    Fixture("zero total weight", [0], [0], 0),
    Fixture("empty", [], [], 0),
    Fixture("zero loss", [0, 8], [1, 3], 2),
    Fixture("three batches", [1, 6, 8], [1, 2, 4], 15 / 7),
]


def main() -> int:
    outcomes = [Outcome(f, solve(f.weighted_sums, f.weight_sums)) for f in FIXTURES]
    width = max(len(o.fixture.name) for o in outcomes)
    for o in outcomes:
        print(f"{o.fixture.name:<{width}}  {o.actual!r:>20}  {'PASS' if o.passed else 'FAIL'}")
    n_pass = sum(o.passed for o in outcomes)
    print(f"{n_pass}/{len(outcomes)} passed")
    return 0 if n_pass == len(outcomes) else 1


if __name__ == "__main__":
    sys.exit(main())
