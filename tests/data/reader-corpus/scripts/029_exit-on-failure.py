import sys


def solve(weighted_sums, weight_sums):
    return sum(weighted_sums) / max(1, len(weighted_sums))


CHECKS = [
    ("unit weights", [2, 4], [1, 1], 3.0),
    ("one batch", [9], [3], 3.0),
    ("unequal", [2, 12], [1, 3], 3.5),
]

failed = 0
for label, s, w, expected in CHECKS:
    got = solve(s, w)
    status = "ok" if got == expected else "FAIL"
    if status == "FAIL":
        failed += 1
    print(f"{status:>4}  {label:<14} got={got!r:<6} expected={expected!r}")

print(f"\n{failed} of {len(CHECKS)} checks failed")
sys.exit(1 if failed else 0)
