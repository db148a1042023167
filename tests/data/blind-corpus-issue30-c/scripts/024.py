"""Cross-check against statistics.fmean(weights=...) on expanded per-example data.

Each fixture micro-batch (S, W) is expanded to one pseudo-example with loss S/W
and weight W; the weighted mean over those is the contract value.
"""
import statistics
import sys


def solve(weighted_sums, weight_sums):
    w_total = sum(weight_sums)
    if w_total == 0:
        return 0.0
    return sum(weighted_sums) / w_total


def via_statistics(weighted_sums, weight_sums):
    pairs = [(s / w, w) for s, w in zip(weighted_sums, weight_sums) if w]
    if not pairs:
        return 0.0
    data, weights = zip(*pairs)
    return statistics.fmean(data, weights)


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

if sys.version_info < (3, 11):
    print("statistics.fmean(weights=) needs Python 3.11+")
    sys.exit(0)

bad = 0
for name, s, w, expected in FIXTURES:
    got = solve(s, w)
    ref = via_statistics(s, w)
    agree = abs(got - ref) <= 1e-12
    match_ = got == expected
    bad += not (agree and match_)
    print(f"{name:<20} solve={got!r:<20} fmean={ref!r:<20} {'ok' if agree and match_ else 'FAIL'}")
print("all good" if not bad else f"{bad} problem(s)")
sys.exit(1 if bad else 0)
