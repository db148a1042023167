"""Toy simulation: weighted examples split across micro-batches.

We draw a dataset of examples with per-example losses and weights, compute the
full-batch weighted mean, then split the data into uneven micro-batches and
accumulate. The fixed reducer agrees with the full batch; the broken one
(divide by number of micro-batches) does not once masses differ.
"""
import math
import random


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    return sum(weighted_sums) / mass if mass != 0 else 0.0


def broken(weighted_sums, weight_sums):
    return sum(weighted_sums) / max(1, len(weighted_sums))


def simulate(rng, n_examples=64, n_micro=4):
    losses = [rng.uniform(0.0, 3.0) for _ in range(n_examples)]
    weights = [rng.choice([0.0, 0.5, 1.0, 2.0]) for _ in range(n_examples)]
    mass = math.fsum(weights)
    full = math.fsum(l * w for l, w in zip(losses, weights)) / mass if mass else 0.0

    cuts = sorted(rng.sample(range(1, n_examples), n_micro - 1))
    bounds = [0, *cuts, n_examples]
    weighted_sums, weight_sums = [], []
    for lo, hi in zip(bounds, bounds[1:]):
        weighted_sums.append(math.fsum(losses[i] * weights[i] for i in range(lo, hi)))
        weight_sums.append(math.fsum(weights[lo:hi]))
    return full, weighted_sums, weight_sums


def main():
    rng = random.Random(7)
    fixed_err = broken_err = 0.0
    runs = 200
    for _ in range(runs):
        full, s, w = simulate(rng)
        fixed_err = max(fixed_err, abs(solve(s, w) - full))
        broken_err = max(broken_err, abs(broken(s, w) - full))
    print(f"runs={runs}")
    print(f"max |fixed - full batch|  = {fixed_err:.3e}")
    print(f"max |broken - full batch| = {broken_err:.3e}")
    assert fixed_err < 1e-12
    assert broken_err > 1.0

    N = 1
    checks = [
        solve([2 * N, 12 * N], [N, 3 * N]) == 3.5,
        solve([2 * N, 4 * N], [N, N]) == 3,
        solve([9 * N], [3 * N]) == 3,
        solve([0], [0]) == 0,
        solve([], []) == 0,
        solve([0, 8 * N], [N, 3 * N]) == 2,
        solve([N, 6 * N, 8 * N], [1, 2, 4]) == 15 * N / 7,
    ]
    print(f"fixtures passed: {sum(checks)}/{len(checks)}")
    return 0 if all(checks) else 1


if __name__ == "__main__":
    raise SystemExit(main())
