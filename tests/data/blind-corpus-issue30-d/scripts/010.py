import csv
import io
import sys

FIXTURE_CSV = """label,weighted_sums,weight_sums,expected
unequal weight mass,2;12,1;3,3.5
unit weights,2;4,1;1,3
one batch,9,3,3
zero total weight,0,0,0
empty,,,0
zero loss,0;8,1;3,2
three batches,1;6;8,1;2;4,15/7
"""


def parse_list(cell):
    return [int(x) for x in cell.split(";")] if cell else []


def parse_expected(cell):
    if "/" in cell:
        a, b = cell.split("/")
        return int(a) / int(b)
    return float(cell)


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        return 0.0
    return sum(weighted_sums) / mass


def main():
    reader = csv.DictReader(io.StringIO(FIXTURE_CSV))
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["label", "actual", "expected", "outcome"])
    all_ok = True
    for row in reader:
        actual = solve(parse_list(row["weighted_sums"]), parse_list(row["weight_sums"]))
        expected = parse_expected(row["expected"])
        ok = actual == expected
        all_ok &= ok
        writer.writerow([row["label"], repr(actual), repr(expected), "Passed" if ok else "Failed"])
    sys.stdout.write(out.getvalue())
    return 0 if all_ok else 1


if __name__ == "__main__":
    sys.exit(main())
