import csv
import sys
from decimal import Decimal


def solve(weighted_sums, weight_sums):
    mass = sum((Decimal(str(w)) for w in weight_sums), Decimal(0))
    if mass == 0:
        return 0.0
    num = sum((Decimal(str(s)) for s in weighted_sums), Decimal(0))
    return float(num) / float(mass)


ROWS = [
    ("unequal weight mass", [2, 12], [1, 3], 3.5),
    ("unit weights", [2, 4], [1, 1], 3),
    ("one batch", [9], [3], 3),
    ("zero total weight", [0], [0], 0),
    ("empty", [], [], 0),
    ("zero loss", [0, 8], [1, 3], 2),
    ("three batches", [1, 6, 8], [1, 2, 4], 15 / 7),
]

writer = csv.writer(sys.stdout, lineterminator="\n")
writer.writerow(["check", "weighted_sums", "weight_sums", "actual", "expected", "passed"])
all_ok = True
for name, ws, w, exp in ROWS:
    got = solve(ws, w)
    ok = got == exp
    all_ok = all_ok and ok
    writer.writerow([name, " ".join(map(str, ws)), " ".join(map(str, w)), repr(got), repr(exp), ok])
sys.exit(0 if all_ok else 1)
