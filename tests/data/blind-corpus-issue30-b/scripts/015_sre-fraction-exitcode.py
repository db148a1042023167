#!/usr/bin/env python3
"""CI gate: fail the job if the accumulation reducer regresses."""
import sys
from fractions import Fraction


def solve(weighted_sums, weight_sums):
    # exact rationals so float drift can never flake this gate
    mass = sum(map(Fraction, weight_sums), Fraction(0))
    if mass == 0:
        return Fraction(0)
    return sum(map(Fraction, weighted_sums), Fraction(0)) / mass


GOLDEN = {
    "unequal weight mass": (([2, 12], [1, 3]), 3.5),
    "unit weights": (([2, 4], [1, 1]), 3),
    "one batch": (([9], [3]), 3),
    "zero total weight": (([0], [0]), 0),
    "empty": (([], []), 0),
    "zero loss": (([0, 8], [1, 3]), 2),
    "three batches": (([1, 6, 8], [1, 2, 4]), 15 / 7),
}

failures = []
for name, (args, expected) in GOLDEN.items():
    got = solve(*args)
    if got != expected:
        failures.append(f"{name}: got {got} ({float(got)!r}), want {expected!r}")

if failures:
    print(f"::error::{len(failures)} accumulation check(s) failed")
    for line in failures:
        print("  -", line)
    sys.exit(2)
print(f"ok: {len(GOLDEN)} checks")
