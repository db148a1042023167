import csv
import io
from decimal import Decimal

FIXTURES = """name;weighted_sums;weight_sums;expected
unequal weight mass;2 12;1 3;3.5
unit weights;2 4;1 1;3
one batch;9;3;3
zero total weight;0;0;0
empty;;;0
zero loss;0 8;1 3;2
three batches;1 6 8;1 2 4;15/7
"""


def solve(weighted_sums, weight_sums):
    den = sum((Decimal(w) for w in weight_sums), Decimal(0))
    if den == 0:
        return 0.0
    num = sum((Decimal(s) for s in weighted_sums), Decimal(0))
    return float(num / den)


def parse_list(field):
    return [int(x) for x in field.split()]


def parse_expected(field):
    if "/" in field:
        a, b = field.split("/")
        return int(a) / int(b)
    return float(field)


passed = 0
rows = list(csv.DictReader(io.StringIO(FIXTURES), delimiter=";"))
for row in rows:
    got = solve(parse_list(row["weighted_sums"]), parse_list(row["weight_sums"]))
    want = parse_expected(row["expected"])
    ok = got == want
    passed += ok
    print(f"{row['name']};{got};{want};{'PASS' if ok else 'FAIL'}")
print(f"summary;{passed};{len(rows)}")
