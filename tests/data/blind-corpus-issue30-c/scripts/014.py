"""Exact-arithmetic cross-check with fractions.Fraction.

The repair works in floats; the checker recomputes every fixture exactly and
confirms the float result is the correctly rounded value of the exact ratio.
"""
from fractions import Fraction


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        return 0.0
    return sum(weighted_sums) / mass


def exact(weighted_sums, weight_sums):
    mass = sum(map(Fraction, weight_sums), Fraction(0))
    if mass == 0:
        return Fraction(0)
    return sum(map(Fraction, weighted_sums), Fraction(0)) / mass


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

ok = True
for name, s, w, expected in FIXTURES:
    got = solve(s, w)
    q = exact(s, w)
    rounded_ok = got == float(q)
    fixture_ok = got == expected
    ok &= rounded_ok and fixture_ok
    print(f"{name:<20} exact={str(q):<6} float={got!r:<20} rounding_ok={rounded_ok} fixture_ok={fixture_ok}")
print("OK" if ok else "MISMATCH")
raise SystemExit(0 if ok else 1)
