"""Repaired gradient-accumulation reduction, checked in the record's JSON style."""
import json

N = 1
observations = []


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        return 0
    return sum(weighted_sums) / mass


def check(label, actual, expected):
    observations.append({"check": label, "actual": actual, "expected": expected, "passed": actual == expected})


check('unequal weight mass', solve([2*N, 12*N], [N, 3*N]), 3.5)
check('unit weights', solve([2*N, 4*N], [N, N]), 3)
check('one batch', solve([9*N], [3*N]), 3)
check('zero total weight', solve([0], [0]), 0)
check('empty', solve([], []), 0)
check('zero loss', solve([0, 8*N], [N, 3*N]), 2)
check('three batches', solve([N, 6*N, 8*N], [1, 2, 4]), 15*N/7)
print(json.dumps({"observations": observations, "passed": all(x["passed"] for x in observations)}, ensure_ascii=False))
raise SystemExit(0 if all(x["passed"] for x in observations) else 1)
