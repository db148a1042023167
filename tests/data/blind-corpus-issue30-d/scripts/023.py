"""Toy simulation: weighted logistic loss accumulated over micro-batches of uneven size.

Per-example weights come from class re-balancing.  The accumulated loss must
equal the full-batch weighted mean regardless of how the data is chunked.
"""
import math
import random
import sys


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        return 0.0
    return sum(weighted_sums) / mass


def batch_count_bug(weighted_sums, weight_sums):
    return sum(weighted_sums) / max(1, len(weighted_sums))


def logistic_loss(z, y):
    # numerically stable log(1 + exp(-y z)) for y in {-1, +1}
    m = -y * z
    return max(m, 0.0) + math.log1p(math.exp(-abs(m)))


def simulate(seed):
    rng = random.Random(seed)
    n = rng.randint(20, 60)
    examples = []
    for _ in range(n):
        y = 1 if rng.random() < 0.2 else -1
        z = rng.gauss(0.5 * y, 1.0)
        w = 4.0 if y == 1 else 1.0   # up-weight the rare class
        examples.append((logistic_loss(z, y), w))
    full = math.fsum(l * w for l, w in examples) / math.fsum(w for _, w in examples)
    sizes = []
    i = 0
    while i < n:
        step = rng.randint(1, 9)
        sizes.append(min(step, n - i))
        i += step
    weighted, masses, pos = [], [], 0
    for size in sizes:
        chunk = examples[pos:pos + size]
        pos += size
        weighted.append(sum(l * w for l, w in chunk))
        masses.append(sum(w for _, w in chunk))
    return full, solve(weighted, masses), batch_count_bug(weighted, masses), len(sizes)


def main():
    fixtures = [
        ([2, 12], [1, 3], 3.5), ([2, 4], [1, 1], 3), ([9], [3], 3), ([0], [0], 0),
        ([], [], 0), ([0, 8], [1, 3], 2), ([1, 6, 8], [1, 2, 4], 15 / 7),
    ]
    ok = all(solve(s, w) == e for s, w, e in fixtures)
    print(f"record fixtures: {'all pass' if ok else 'FAIL'}")
    worst_fixed = worst_bug = 0.0
    for seed in range(25):
        full, fixed, bug, k = simulate(seed)
        worst_fixed = max(worst_fixed, abs(fixed - full))
        worst_bug = max(worst_bug, abs(bug - full))
    print(f"max |fixed - full| over 25 runs: {worst_fixed:.3e}")
    print(f"max |bug   - full| over 25 runs: {worst_bug:.3e}")
    ok &= worst_fixed < 1e-9
    ok &= worst_bug > 1e-3
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
