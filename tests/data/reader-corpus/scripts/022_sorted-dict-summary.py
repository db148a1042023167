import json


def solve(weighted_sums, weight_sums):
    total = {"num": 0, "den": 0}
    for s, w in zip(weighted_sums, weight_sums):
        total["num"] += s
        total["den"] += w
    return total["num"] / total["den"] if total["den"] else 0


summary = {}
for label, s, w in [
    ("zeta", [2, 12], [1, 3]),
    ("alpha", [1, 6, 8], [1, 2, 4]),
    ("mid", [0], [0]),
    ("empty", [], []),
]:
    summary[label] = round(solve(s, w), 10)
print(json.dumps(summary, sort_keys=True))
print(json.dumps(sorted(summary.items(), key=lambda kv: kv[1])))
