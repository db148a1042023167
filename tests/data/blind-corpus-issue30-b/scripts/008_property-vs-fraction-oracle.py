"""Seeded randomised check against an exact-rational oracle."""
import random
import sys
from fractions import Fraction


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    return sum(weighted_sums) / mass if mass else 0


def oracle(weighted_sums, weight_sums):
    mass = sum(Fraction(w) for w in weight_sums)
    if mass == 0:
        return 0.0
    return float(sum(Fraction(s) for s in weighted_sums) / mass)


def random_case(rng):
    n_batches = rng.randint(0, 6)
    ws, w = [], []
    for _ in range(n_batches):
        size = rng.randint(0, 5)
        weights = [rng.randint(0, 4) for _ in range(size)]
        losses = [rng.randint(0, 9) for _ in range(size)]
        ws.append(sum(l * x for l, x in zip(losses, weights)))
        w.append(sum(weights))
    return ws, w


def main():
    rng = random.Random(20260930)
    fixed = [
        ([2, 12], [1, 3]), ([2, 4], [1, 1]), ([9], [3]), ([0], [0]),
        ([], []), ([0, 8], [1, 3]), ([1, 6, 8], [1, 2, 4]),
    ]
    cases = fixed + [random_case(rng) for _ in range(500)]
    mismatches = [(ws, w) for ws, w in cases if solve(ws, w) != oracle(ws, w)]
    print(f"cases={len(cases)} mismatches={len(mismatches)}")
    for ws, w in mismatches[:5]:
        print("  mismatch:", ws, w, solve(ws, w), oracle(ws, w))
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
