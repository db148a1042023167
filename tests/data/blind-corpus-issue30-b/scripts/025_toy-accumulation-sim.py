"""Simulate gradient accumulation on a deterministic toy problem.

Per-example loss l_i with weight w_i; the accumulated loss over K micro-batches
should equal the full-batch weighted mean sum(w*l)/sum(w), however the batch is split.
"""
import random
import sys


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        return 0
    return sum(weighted_sums) / mass


def split(items, cuts):
    bounds = [0, *cuts, len(items)]
    return [items[a:b] for a, b in zip(bounds, bounds[1:])]


def main():
    rng = random.Random(42)
    worst = 0.0
    trials = 200
    for _ in range(trials):
        n = rng.randint(1, 40)
        examples = [(rng.uniform(0, 5), rng.choice([0.0, 0.5, 1.0, 3.0])) for _ in range(n)]
        k = rng.randint(1, min(8, n))
        cuts = sorted(rng.sample(range(1, n), k - 1)) if n > 1 else []
        micro = split(examples, cuts)
        ws = [sum(l * w for l, w in mb) for mb in micro]
        w = [sum(w for _, w in mb) for mb in micro]
        mass = sum(w for _, w in examples)
        full = sum(l * w for l, w in examples) / mass if mass else 0
        worst = max(worst, abs(solve(ws, w) - full))
    ok = worst < 1e-9
    print(f"trials={trials} max_abs_err_below_1e-9={ok}")
    fixtures_ok = all([
        solve([2, 12], [1, 3]) == 3.5, solve([2, 4], [1, 1]) == 3, solve([9], [3]) == 3,
        solve([0], [0]) == 0, solve([], []) == 0, solve([0, 8], [1, 3]) == 2,
        solve([1, 6, 8], [1, 2, 4]) == 15 / 7,
    ])
    print(f"record fixtures pass={fixtures_ok}")
    return 0 if ok and fixtures_ok else 1


if __name__ == "__main__":
    sys.exit(main())
