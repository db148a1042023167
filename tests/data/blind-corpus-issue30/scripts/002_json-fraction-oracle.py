"""Check solve() against an exact Fraction oracle and dump JSON."""
import json
import sys
from fractions import Fraction


def solve(weighted_sums, weight_sums):
    num = sum(map(Fraction, weighted_sums), Fraction(0))
    den = sum(map(Fraction, weight_sums), Fraction(0))
    return float(num / den) if den else 0.0


def oracle(weighted_sums, weight_sums):
    den = sum(weight_sums)
    return Fraction(sum(weighted_sums), den) if den else Fraction(0)


FIXTURES = {
    "unequal weight mass": ([2, 12], [1, 3]),
    "unit weights": ([2, 4], [1, 1]),
    "one batch": ([9], [3]),
    "zero total weight": ([0], [0]),
    "empty": ([], []),
    "zero loss": ([0, 8], [1, 3]),
    "three batches": ([1, 6, 8], [1, 2, 4]),
}

report = []
for name, (s, w) in FIXTURES.items():
    got = solve(s, w)
    exact = oracle(s, w)
    report.append({
        "case": name,
        "got": got,
        "exact": str(exact),
        "correctly_rounded": got == float(exact),
    })

ok = all(r["correctly_rounded"] for r in report)
print(json.dumps({"results": report, "ok": ok}, indent=2))
sys.exit(0 if ok else 1)
