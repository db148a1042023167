#!/usr/bin/env python3
# Quick check of the weight-mass fix; prints a markdown table like the incident record.

def solve(weighted_sums, weight_sums):
    total = sum(weight_sums)
    return sum(weighted_sums) / total if total else 0.0


N = 1
FIXTURES = [
    ("unequal weight mass", [2 * N, 12 * N], [N, 3 * N], 3.5),
    ("unit weights", [2 * N, 4 * N], [N, N], 3),
    ("one batch", [9 * N], [3 * N], 3),
    ("zero total weight", [0], [0], 0),
    ("empty", [], [], 0),
    ("zero loss", [0, 8 * N], [N, 3 * N], 2),
    ("three batches", [N, 6 * N, 8 * N], [1, 2, 4], 15 * N / 7),
]


def main():
    print("| Boundary fixture | Actual | Expected | Outcome |")
    print("|---|---|---|---|")
    failures = 0
    for name, s, w, expected in FIXTURES:
        actual = solve(s, w)
        ok = actual == expected
        failures += not ok
        print(f"| {name} | {actual} | {expected} | {'Passed' if ok else 'Failed'} |")
    print()
    print(f"{len(FIXTURES) - failures}/{len(FIXTURES)} fixtures passed")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
