"""Seeded property tests for the weight-mass fix, plus the fixed fixtures.

Properties (on integer inputs, so the float sums are exact):
  * matches exact rational reference sum(s)/sum(w), correctly rounded
  * invariant under permuting micro-batches
  * invariant under splitting a micro-batch in two
  * zero total mass gives 0
"""
import random
from fractions import Fraction


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        return 0.0
    return sum(weighted_sums) / mass


def reference(weighted_sums, weight_sums):
    mass = sum(Fraction(w) for w in weight_sums)
    if mass == 0:
        return 0.0
    return float(sum(Fraction(s) for s in weighted_sums) / mass)


def random_case(rng):
    k = rng.randint(0, 8)
    weights = [rng.randint(0, 50) for _ in range(k)]
    sums = [w * rng.randint(0, 20) + rng.randint(0, w) for w in weights]
    return sums, weights


def main():
    rng = random.Random(20240930)
    trials = 2000
    for _ in range(trials):
        s, w = random_case(rng)
        got = solve(s, w)
        assert got == reference(s, w), (s, w, got)

        order = list(range(len(s)))
        rng.shuffle(order)
        assert solve([s[i] for i in order], [w[i] for i in order]) == got

        if s and w[0] >= 2:
            cut_w = rng.randint(1, w[0] - 1)
            cut_s = rng.randint(0, s[0])
            split_s = [cut_s, s[0] - cut_s] + s[1:]
            split_w = [cut_w, w[0] - cut_w] + w[1:]
            assert solve(split_s, split_w) == got

        assert solve(s, [0] * len(s)) == 0

    N = 1
    fixtures = [
        (solve([2 * N, 12 * N], [N, 3 * N]), 3.5),
        (solve([2 * N, 4 * N], [N, N]), 3),
        (solve([9 * N], [3 * N]), 3),
        (solve([0], [0]), 0),
        (solve([], []), 0),
        (solve([0, 8 * N], [N, 3 * N]), 2),
        (solve([N, 6 * N, 8 * N], [1, 2, 4]), 15 * N / 7),
    ]
    passed = sum(a == e for a, e in fixtures)
    print(f"property trials: {trials} ok")
    print(f"fixtures: {passed}/{len(fixtures)} passed")
    return 0 if passed == len(fixtures) else 1


if __name__ == "__main__":
    raise SystemExit(main())
