import json


def fixed(sums, weights):
    total = sum(weights)
    return 0 if total == 0 else sum(sums) / total


def unsuccessful(sums, weights):
    return sum(s / w for s, w in zip(sums, weights) if w) / max(1, len(sums))


fixtures = [
    {"name": "unequal weight mass", "sums": [2, 12], "weights": [1, 3], "expected": 3.5},
    {"name": "zero loss", "sums": [0, 8], "weights": [1, 3], "expected": 2},
    {"name": "three batches", "sums": [1, 6, 8], "weights": [1, 2, 4], "expected": 15 / 7},
]

report = []
for fx in fixtures:
    row = {
        "name": fx["name"],
        "expected": fx["expected"],
        "fixed": fixed(fx["sums"], fx["weights"]),
        "unsuccessful": unsuccessful(fx["sums"], fx["weights"]),
    }
    row["fixed_ok"] = row["fixed"] == row["expected"]
    row["unsuccessful_ok"] = row["unsuccessful"] == row["expected"]
    report.append(row)

print(json.dumps(report, indent=2, sort_keys=True))
