"""Seeded property tests for the weight-mass reduction."""
import math
import random
import sys
from fractions import Fraction


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        return 0.0
    return sum(weighted_sums) / mass


RECORD_FIXTURES = [
    (([2, 12], [1, 3]), 3.5),
    (([2, 4], [1, 1]), 3),
    (([9], [3]), 3),
    (([0], [0]), 0),
    (([], []), 0),
    (([0, 8], [1, 3]), 2),
    (([1, 6, 8], [1, 2, 4]), 15 / 7),
]


def random_case(rng):
    n_batches = rng.randint(1, 6)
    weighted, masses = [], []
    all_losses, all_weights = [], []
    for _ in range(n_batches):
        k = rng.randint(1, 5)
        losses = [rng.randint(0, 20) for _ in range(k)]
        weights = [rng.randint(0, 4) for _ in range(k)]
        weighted.append(sum(l * w for l, w in zip(losses, weights)))
        masses.append(sum(weights))
        all_losses += losses
        all_weights += weights
    total_w = sum(all_weights)
    if total_w == 0:
        expected = Fraction(0)
    else:
        expected = Fraction(sum(l * w for l, w in zip(all_losses, all_weights)), total_w)
    return weighted, masses, expected


def main():
    failures = 0
    for (args, expected) in RECORD_FIXTURES:
        if solve(*args) != expected:
            failures += 1
            print("record fixture failed:", args)
    rng = random.Random(1234)
    trials = 500
    for i in range(trials):
        weighted, masses, expected = random_case(rng)
        got = solve(weighted, masses)
        if not math.isclose(got, float(expected), rel_tol=1e-12, abs_tol=1e-12):
            failures += 1
            print(f"property trial {i} failed: {weighted} {masses} got={got} want={float(expected)}")
        # permutation invariance
        order = list(range(len(weighted)))
        rng.shuffle(order)
        perm = solve([weighted[j] for j in order], [masses[j] for j in order])
        if not math.isclose(perm, got, rel_tol=1e-12, abs_tol=1e-12):
            failures += 1
            print(f"permutation trial {i} failed")
    print(f"record fixtures: {len(RECORD_FIXTURES)}, random trials: {trials}, failures: {failures}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
