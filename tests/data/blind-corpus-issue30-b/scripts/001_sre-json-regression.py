"""Regression check for the accumulation fix; mirrors the record's JSON output."""
import json
import sys

N = 1


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        return 0
    return sum(weighted_sums) / mass


FIXTURES = [
    ("unequal weight mass", [2 * N, 12 * N], [N, 3 * N], 3.5),
    ("unit weights", [2 * N, 4 * N], [N, N], 3),
    ("one batch", [9 * N], [3 * N], 3),
    ("zero total weight", [0], [0], 0),
    ("empty", [], [], 0),
    ("zero loss", [0, 8 * N], [N, 3 * N], 2),
    ("three batches", [N, 6 * N, 8 * N], [1, 2, 4], 15 * N / 7),
]


def main() -> int:
    observations = []
    for label, ws, w, expected in FIXTURES:
        actual = solve(ws, w)
        observations.append(
            {"check": label, "actual": actual, "expected": expected, "passed": actual == expected}
        )
    passed = all(o["passed"] for o in observations)
    print(json.dumps({"observations": observations, "passed": passed}, indent=2))
    return 0 if passed else 1


if __name__ == "__main__":
    sys.exit(main())
