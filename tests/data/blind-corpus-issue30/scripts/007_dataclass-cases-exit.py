import sys
from dataclasses import dataclass


@dataclass(frozen=True)
class Case:
    name: str
    weighted_sums: tuple[float, ...]
    weight_sums: tuple[float, ...]
    expected: float


def solve(weighted_sums, weight_sums):
    return sum(weighted_sums) / (sum(weight_sums) + 1e-8)


CASES = (
    Case("unequal weight mass", (2, 12), (1, 3), 3.5),
    Case("unit weights", (2, 4), (1, 1), 3),
    Case("one batch", (9,), (3,), 3),
    Case("zero total weight", (0,), (0,), 0),
    Case("empty", (), (), 0),
    Case("zero loss", (0, 8), (1, 3), 2),
    Case("three batches", (1, 6, 8), (1, 2, 4), 15 / 7),
)


def main() -> int:
    bad = 0
    for c in CASES:
        got = solve(c.weighted_sums, c.weight_sums)
        status = "ok" if got == c.expected else "MISMATCH"
        bad += status != "ok"
        print(f"[{status:>8}] {c.name}: got {got!r}, want {c.expected!r}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
