"""Observations report with a SHA-256 digest of the canonical JSON."""
import hashlib
import json
import sys


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        return 0
    return sum(weighted_sums) / mass


N = 1
CHECKS = [
    ("unequal weight mass", ([2*N, 12*N], [N, 3*N]), 3.5),
    ("unit weights", ([2*N, 4*N], [N, N]), 3),
    ("one batch", ([9*N], [3*N]), 3),
    ("zero total weight", ([0], [0]), 0),
    ("empty", ([], []), 0),
    ("zero loss", ([0, 8*N], [N, 3*N]), 2),
    ("three batches", ([N, 6*N, 8*N], [1, 2, 4]), 15*N/7),
]


def main():
    observations = []
    for label, args, expected in CHECKS:
        actual = solve(*args)
        observations.append({"check": label, "actual": actual, "expected": expected, "passed": actual == expected})
    report = {"observations": observations, "passed": all(o["passed"] for o in observations)}
    canonical = json.dumps(report, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    digest = hashlib.sha256(canonical.encode("utf-8")).hexdigest()
    print(json.dumps(report, indent=2, ensure_ascii=False))
    print(f"SHA-256 / {digest}")
    return 0 if report["passed"] else 1


if __name__ == "__main__":
    sys.exit(main())
