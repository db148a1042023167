"""Invariance checks: regrouping examples into different micro-batches must not change the result."""
import random
import sys
from fractions import Fraction


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        return 0
    return sum(weighted_sums) / mass


def group(examples, cut_points):
    weighted, masses = [], []
    bounds = [0] + sorted(cut_points) + [len(examples)]
    for lo, hi in zip(bounds, bounds[1:]):
        chunk = examples[lo:hi]
        weighted.append(sum(l * w for l, w in chunk))
        masses.append(sum(w for _, w in chunk))
    return weighted, masses


def main():
    fixtures = [
        ([2, 12], [1, 3], 3.5), ([2, 4], [1, 1], 3), ([9], [3], 3), ([0], [0], 0),
        ([], [], 0), ([0, 8], [1, 3], 2), ([1, 6, 8], [1, 2, 4], 15 / 7),
    ]
    errors = []
    for s, w, e in fixtures:
        if solve(s, w) != e:
            errors.append(("fixture", s, w))

    rng = random.Random(2024)
    for trial in range(300):
        n = rng.randint(1, 12)
        examples = [(Fraction(rng.randint(0, 50), 4), Fraction(rng.randint(0, 6), 2)) for _ in range(n)]
        reference = None
        for _ in range(4):
            k = rng.randint(0, n - 1) if n > 1 else 0
            cuts = rng.sample(range(1, n), k) if n > 1 else []
            value = solve(*group(examples, cuts))
            if reference is None:
                reference = value
            elif value != reference:
                errors.append(("regroup", trial, cuts))
        # scaling every weight by a constant leaves the weighted mean unchanged
        scaled = [(l, w * 3) for l, w in examples]
        if solve(*group(scaled, [])) != reference:
            errors.append(("scale", trial))
    for err in errors[:10]:
        print("error:", err)
    print(f"fixtures=7 trials=300 errors={len(errors)}")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
