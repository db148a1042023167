"""CI regression gate: one JSON line per check, then a summary line."""
import json
import sys

N = 1


def solve(weighted_sums, weight_sums):
    numerator = 0
    denominator = 0
    for s, w in zip(weighted_sums, weight_sums, strict=True):
        numerator += s
        denominator += w
    if denominator == 0:
        return 0.0
    return numerator / denominator


GATE = [
    {"id": "unequal-weight-mass", "args": [[2 * N, 12 * N], [N, 3 * N]], "expected": 3.5},
    {"id": "unit-weights", "args": [[2 * N, 4 * N], [N, N]], "expected": 3},
    {"id": "one-batch", "args": [[9 * N], [3 * N]], "expected": 3},
    {"id": "zero-total-weight", "args": [[0], [0]], "expected": 0},
    {"id": "empty", "args": [[], []], "expected": 0},
    {"id": "zero-loss", "args": [[0, 8 * N], [N, 3 * N]], "expected": 2},
    {"id": "three-batches", "args": [[N, 6 * N, 8 * N], [1, 2, 4]], "expected": 15 * N / 7},
]


def main():
    failures = 0
    for case in GATE:
        actual = solve(*case["args"])
        ok = actual == case["expected"]
        failures += not ok
        print(json.dumps({"id": case["id"], "actual": actual, "expected": case["expected"], "ok": ok}))
    print(json.dumps({"gate": "accumulation-weighting", "checks": len(GATE), "failures": failures}))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
