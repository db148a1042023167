import sys
import textwrap
from typing import NamedTuple, Tuple


class Case(NamedTuple):
    label: str
    weighted_sums: Tuple[int, ...]
    weight_sums: Tuple[int, ...]
    expected: float


class Result(NamedTuple):
    case: Case
    actual: float

    @property
    def ok(self) -> bool:
        return self.actual == self.case.expected


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        return 0.0
    return sum(weighted_sums) / mass


CASES = [
    Case("unequal weight mass", (2, 12), (1, 3), 3.5),
    Case("unit weights", (2, 4), (1, 1), 3),
    Case("one batch", (9,), (3,), 3),
    Case("zero total weight", (0,), (0,), 0),
    Case("empty", (), (), 0),
    Case("zero loss", (0, 8), (1, 3), 2),
    Case("three batches", (1, 6, 8), (1, 2, 4), 15 / 7),
]


def main():
    results = [Result(c, solve(list(c.weighted_sums), list(c.weight_sums))) for c in CASES]
    print(textwrap.dedent("""\
        Gradient accumulation weighting - repair check
        Contract: divide by total weight mass; zero mass yields zero.
    """))
    for r in results:
        print(textwrap.indent(f"{r.case.label}: {r.actual!r} ({'ok' if r.ok else 'MISMATCH'})", "  "))
    ok = all(r.ok for r in results)
    print("\nverdict:", "pass" if ok else "fail")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
