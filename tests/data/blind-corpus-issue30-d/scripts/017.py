"""Exact cross-check with fractions.Fraction on the record's fixtures and a grid of extras."""
import sys
from fractions import Fraction
from itertools import product


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        return 0.0
    return sum(weighted_sums) / mass


def exact(weighted_sums, weight_sums):
    mass = sum(Fraction(w) for w in weight_sums)
    if mass == 0:
        return Fraction(0)
    return sum((Fraction(s) for s in weighted_sums), Fraction(0)) / mass


RECORD = [
    ([2, 12], [1, 3], 3.5),
    ([2, 4], [1, 1], 3),
    ([9], [3], 3),
    ([0], [0], 0),
    ([], [], 0),
    ([0, 8], [1, 3], 2),
    ([1, 6, 8], [1, 2, 4], 15 / 7),
]


def main():
    bad = 0
    for s, w, e in RECORD:
        got = solve(s, w)
        ex = exact(s, w)
        if got != e or float(ex) != e:
            bad += 1
            print(f"record mismatch: {s} {w}: got={got!r} exact={ex} expected={e!r}")
    grid = 0
    for a, b, wa, wb in product(range(0, 7), range(0, 7), range(0, 4), range(0, 4)):
        s, w = [a * wa, b * wb], [wa, wb]
        got = solve(s, w)
        want = float(exact(s, w))
        grid += 1
        if got != want:
            bad += 1
            print(f"grid mismatch: {s} {w}: {got!r} vs {want!r}")
    print(f"checked {len(RECORD)} record fixtures and {grid} grid cases; mismatches={bad}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
