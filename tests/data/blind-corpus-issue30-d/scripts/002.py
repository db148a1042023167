#!/usr/bin/env python3
"""Print a markdown table of the boundary fixtures for the weight-mass repair."""
import sys

FIXTURES = [
    ("unequal weight mass", [2, 12], [1, 3], 3.5),
    ("unit weights", [2, 4], [1, 1], 3),
    ("one batch", [9], [3], 3),
    ("zero total weight", [0], [0], 0),
    ("empty", [], [], 0),
    ("zero loss", [0, 8], [1, 3], 2),
    ("three batches", [1, 6, 8], [1, 2, 4], 15 / 7),
]


def solve(weighted_sums, weight_sums):
    total = sum(weight_sums)
    return sum(weighted_sums) / total if total else 0.0


def main():
    rows = []
    failures = 0
    for label, sums, weights, expected in FIXTURES:
        actual = solve(sums, weights)
        ok = actual == expected
        failures += not ok
        rows.append((label, repr(actual), repr(expected), "Passed" if ok else "Failed"))
    print("| Boundary fixture | Actual | Expected | Outcome |")
    print("|---|---|---|---|")
    for row in rows:
        print("| " + " | ".join(row) + " |")
    print()
    print(f"**{len(FIXTURES) - failures}/{len(FIXTURES)} fixtures passed**")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
