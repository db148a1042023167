import json
import math
import sys

FIXTURES_JSON = """
[
  {"name": "unequal weight mass", "ws": [2, 12], "w": [1, 3], "expected": 3.5},
  {"name": "unit weights", "ws": [2, 4], "w": [1, 1], "expected": 3},
  {"name": "one batch", "ws": [9], "w": [3], "expected": 3},
  {"name": "zero total weight", "ws": [0], "w": [0], "expected": 0},
  {"name": "empty", "ws": [], "w": [], "expected": 0},
  {"name": "zero loss", "ws": [0, 8], "w": [1, 3], "expected": 2},
  {"name": "three batches", "ws": [1, 6, 8], "w": [1, 2, 4], "expected": 2.142857142857143}
]
"""

EPS = 1e-12


def solve(weighted_sums, weight_sums):
    return sum(weighted_sums) / (sum(weight_sums) + EPS)


def main():
    fixtures = json.loads(FIXTURES_JSON)
    ok = True
    for fx in fixtures:
        got = solve(fx["ws"], fx["w"])
        # float results: compare with a tolerance, not ==
        passed = math.isclose(got, fx["expected"], rel_tol=1e-9, abs_tol=1e-12)
        ok &= passed
        print(json.dumps({"check": fx["name"], "passed": passed}))
    print(json.dumps({"all_passed": ok}))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
