import csv
import sys


def solve(weighted_sums, weight_sums):
    denominator = sum(weight_sums)
    if denominator == 0:
        return 0.0
    return sum(weighted_sums) / denominator


def broken(weighted_sums, weight_sums):
    return sum(weighted_sums) / max(1, len(weighted_sums))


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

writer = csv.writer(sys.stdout, lineterminator="\n")
writer.writerow(["fixture", "weighted_sums", "weight_sums", "expected", "broken", "fixed", "fixed_passed"])
all_ok = True
for name, s, w, exp in FIXTURES:
    fixed = solve(s, w)
    ok = fixed == exp
    all_ok &= ok
    writer.writerow([name, " ".join(map(str, s)), " ".join(map(str, w)), repr(exp), repr(broken(s, w)), repr(fixed), ok])
sys.exit(0 if all_ok else 1)
