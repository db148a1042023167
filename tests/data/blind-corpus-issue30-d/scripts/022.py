"""Emit one JSON object per check (JSON Lines), then a summary line."""
import json
import sys

N = 1


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    return sum(weighted_sums) / mass if mass else 0


def checks():
    yield "unequal weight mass", solve([2*N, 12*N], [N, 3*N]), 3.5
    yield "unit weights", solve([2*N, 4*N], [N, N]), 3
    yield "one batch", solve([9*N], [3*N]), 3
    yield "zero total weight", solve([0], [0]), 0
    yield "empty", solve([], []), 0
    yield "zero loss", solve([0, 8*N], [N, 3*N]), 2
    yield "three batches", solve([N, 6*N, 8*N], [1, 2, 4]), 15*N/7


def main():
    passed = total = 0
    for label, actual, expected in checks():
        ok = actual == expected
        total += 1
        passed += ok
        print(json.dumps({"check": label, "actual": actual, "expected": expected, "passed": ok}))
    print(json.dumps({"summary": {"passed": passed, "total": total, "all_passed": passed == total}}))
    return 0 if passed == total else 1


if __name__ == "__main__":
    sys.exit(main())
