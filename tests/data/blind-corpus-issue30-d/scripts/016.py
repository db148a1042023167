"""Typed checker: Protocol for reducers, TypedDict for observations."""
import sys
from typing import List, Protocol, Sequence, TypedDict, Union

Number = Union[int, float]


class Reducer(Protocol):
    def __call__(self, weighted_sums: Sequence[Number], weight_sums: Sequence[Number]) -> Number: ...


class Observation(TypedDict):
    check: str
    actual: Number
    expected: Number
    passed: bool


def solve(weighted_sums: Sequence[Number], weight_sums: Sequence[Number]) -> Number:
    mass: Number = sum(weight_sums)
    if mass == 0:
        return 0
    return sum(weighted_sums) / mass


def run(reducer: Reducer) -> List[Observation]:
    cases: List[tuple] = [
        ("unequal weight mass", [2, 12], [1, 3], 3.5),
        ("unit weights", [2, 4], [1, 1], 3),
        ("one batch", [9], [3], 3),
        ("zero total weight", [0], [0], 0),
        ("empty", [], [], 0),
        ("zero loss", [0, 8], [1, 3], 2),
        ("three batches", [1, 6, 8], [1, 2, 4], 15 / 7),
    ]
    out: List[Observation] = []
    for label, s, w, e in cases:
        a = reducer(s, w)
        out.append(Observation(check=label, actual=a, expected=e, passed=a == e))
    return out


def main() -> int:
    observations = run(solve)
    for o in observations:
        print(f"{o['check']:<22} actual={o['actual']!r:<20} expected={o['expected']!r:<20} passed={o['passed']}")
    return 0 if all(o["passed"] for o in observations) else 1


if __name__ == "__main__":
    sys.exit(main())
