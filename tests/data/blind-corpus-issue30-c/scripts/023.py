"""Toy training step: weighted squared error on a 1-D linear model y = a*x.

Each micro-batch returns the sum of w_i * grad_i and the sum of w_i. The
accumulated gradient must equal the full-batch weighted-mean gradient. Uses
Fractions so every comparison is exact, then checks the reducer on the
published fixtures too.
"""
from fractions import Fraction as F


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        return 0.0 if not isinstance(mass, F) else F(0)
    return sum(weighted_sums) / mass


DATA = [  # (x, y, weight)
    (F(1), F(2), F(1)),
    (F(2), F(3), F(3)),
    (F(3), F(7), F(0)),
    (F(-1), F(-1), F(1, 2)),
    (F(4), F(9), F(2)),
    (F(5), F(9), F(5, 2)),
    (F(0), F(1), F(1)),
]
MICRO_BATCHES = [DATA[0:1], DATA[1:3], DATA[3:7]]


def grad(a, x, y):
    # d/da (a*x - y)^2
    return 2 * (a * x - y) * x


def full_batch_grad(a):
    mass = sum(w for _, _, w in DATA)
    return sum(w * grad(a, x, y) for x, y, w in DATA) / mass


def accumulated_grad(a):
    weighted_sums = [sum(w * grad(a, x, y) for x, y, w in mb) for mb in MICRO_BATCHES]
    weight_sums = [sum(w for _, _, w in mb) for mb in MICRO_BATCHES]
    return solve(weighted_sums, weight_sums)


def broken_grad(a):
    weighted_sums = [sum(w * grad(a, x, y) for x, y, w in mb) for mb in MICRO_BATCHES]
    return sum(weighted_sums) / len(weighted_sums)


def main():
    a, lr = F(0), F(1, 40)
    for step in range(5):
        g_full, g_acc, g_bad = full_batch_grad(a), accumulated_grad(a), broken_grad(a)
        assert g_full == g_acc, (step, g_full, g_acc)
        print(f"step {step}: a={float(a):.6f} grad_full={float(g_full):.6f} grad_accum={float(g_acc):.6f} grad_broken={float(g_bad):.6f}")
        a -= lr * g_acc

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
    ok = all(type(got) is float and got == exp for got, exp in fixtures)
    print("fixtures:", "7/7 passed" if ok else "FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
