"""Randomised check against an exact oracle. Seeded so the output is reproducible."""
import math
import random
from fractions import Fraction


def solve(weighted_sums, weight_sums):
    mass = math.fsum(weight_sums)
    if mass == 0:
        return 0.0
    return math.fsum(weighted_sums) / mass


def oracle(weighted_sums, weight_sums):
    mass = sum(map(Fraction, weight_sums), Fraction(0))
    if mass == 0:
        return 0.0
    return float(sum(map(Fraction, weighted_sums), Fraction(0)) / mass)


rng = random.Random(20260930)
mismatches = 0
TRIALS = 2000
for _ in range(TRIALS):
    n = rng.randint(0, 8)
    weights = [rng.choice([0, 0.5, 1, 2, 3, 4, 0.125]) for _ in range(n)]
    losses = [round(rng.uniform(0, 10), 3) for _ in range(n)]
    weighted = [l * w for l, w in zip(losses, weights)]
    if solve(weighted, weights) != oracle(weighted, weights):
        mismatches += 1

fixtures = [([2, 12], [1, 3], 3.5), ([2, 4], [1, 1], 3), ([9], [3], 3), ([0], [0], 0),
            ([], [], 0), ([0, 8], [1, 3], 2), ([1, 6, 8], [1, 2, 4], 15 / 7)]
fixture_ok = sum(solve(s, w) == e for s, w, e in fixtures)
print(f"fixtures: {fixture_ok}/{len(fixtures)}")
print(f"random trials: {TRIALS}, mismatches vs exact oracle: {mismatches}")
