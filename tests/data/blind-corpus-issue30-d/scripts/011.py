"""Toy training loop: gradient accumulation must match the full-batch weighted gradient.

Model: y_hat = theta * x, loss_i = w_i * (theta*x_i - y_i)^2.  The full-batch
objective is the weight-normalised mean; accumulating per-micro-batch weighted
sums and dividing by total weight mass reproduces it exactly.
"""
import math
import random
import sys


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        return 0.0
    return sum(weighted_sums) / mass


def broken(weighted_sums, weight_sums):
    return sum(weighted_sums) / max(1, len(weighted_sums))


def make_data(rng, n=48):
    data = []
    for _ in range(n):
        x = rng.uniform(-2.0, 2.0)
        y = 3.0 * x + rng.gauss(0.0, 0.1)
        w = rng.choice([0.0, 0.5, 1.0, 2.0, 4.0])
        data.append((x, y, w))
    return data


def full_batch_grad(theta, data):
    mass = sum(w for _, _, w in data)
    if mass == 0:
        return 0.0
    return sum(w * 2.0 * (theta * x - y) * x for x, y, w in data) / mass


def accumulated_grad(theta, data, micro, reducer):
    weighted, masses = [], []
    for i in range(0, len(data), micro):
        chunk = data[i:i + micro]
        weighted.append(sum(w * 2.0 * (theta * x - y) * x for x, y, w in chunk))
        masses.append(sum(w for _, _, w in chunk))
    return reducer(weighted, masses)


def train(data, reducer, micro=5, lr=0.05, steps=200):
    theta = 0.0
    for _ in range(steps):
        theta -= lr * accumulated_grad(theta, data, micro, reducer)
    return theta


FIXTURES = [
    ("unequal weight mass", [2, 12], [1, 3], 3.5),
    ("unit weights", [2, 4], [1, 1], 3),
    ("one batch", [9], [3], 3),
    ("zero total weight", [0], [0], 0),
    ("empty", [], [], 0),
    ("zero loss", [0, 8], [1, 3], 2),
    ("three batches", [1, 6, 8], [1, 2, 4], 15 / 7),
]


def main():
    ok = True
    for label, s, w, e in FIXTURES:
        a = solve(s, w)
        print(f"fixture {label:<22} {a!r:<20} {'ok' if a == e else 'FAIL'}")
        ok &= a == e

    rng = random.Random(7)
    data = make_data(rng)
    for theta in (-1.0, 0.0, 1.5, 3.0):
        g_full = full_batch_grad(theta, data)
        g_acc = accumulated_grad(theta, data, 5, solve)
        match = math.isclose(g_full, g_acc, rel_tol=1e-9, abs_tol=1e-12)
        print(f"grad theta={theta:+.1f}: full={g_full:.9f} accumulated={g_acc:.9f} {'ok' if match else 'FAIL'}")
        ok &= match

    theta_fixed = train(data, solve)
    g_bug = accumulated_grad(0.0, data, 5, broken)
    g_ok = accumulated_grad(0.0, data, 5, solve)
    print(f"trained theta (fixed reducer):  {theta_fixed:.6f}")
    print(f"batch-count bug rescales the gradient by {g_bug / g_ok:.4f} (weight mass / micro-batch count)")
    converged = abs(theta_fixed - 3.0) < 0.1
    print("fixed reducer converged near 3.0:", converged)
    ok &= converged
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
