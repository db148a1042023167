"""Regression test: record fixtures plus our own fractional-weight case."""
import sys


def solve(weighted_sums, weight_sums):
    # clamp the denominator so an empty window can't divide by zero
    return sum(weighted_sums) / max(1, sum(weight_sums))


GOLDEN = [
    ("unequal weight mass", [2, 12], [1, 3], 3.5),
    ("unit weights", [2, 4], [1, 1], 3),
    ("one batch", [9], [3], 3),
    ("zero total weight", [0], [0], 0),
    ("empty", [], [], 0),
    ("zero loss", [0, 8], [1, 3], 2),
    ("three batches", [1, 6, 8], [1, 2, 4], 15 / 7),
    # ours: label-smoothing style weights well below one
    ("fractional mass", [0.5, 0.25], [0.25, 0.125], 2.0),
]

exit_code = 0
for name, ws, w, want in GOLDEN:
    got = solve(ws, w)
    if got == want:
        print(f"PASS {name}")
    else:
        print(f"FAIL {name}: got {got!r}, want {want!r}")
        exit_code = 1
sys.exit(exit_code)
