"""Vectorized repair. Uses numpy (float64) when available, pure Python otherwise."""
try:
    import numpy as np
except ImportError:
    np = None


def solve(weighted_sums, weight_sums):
    if np is not None:
        s = np.asarray(weighted_sums, dtype=np.float64)
        w = np.asarray(weight_sums, dtype=np.float64)
        mass = w.sum()
        return float(s.sum() / mass) if mass != 0 else 0.0
    mass = sum(map(float, weight_sums))
    return sum(map(float, weighted_sums)) / mass if mass != 0 else 0.0


N = 1
FIXTURES = [
    ("unequal weight mass", [2 * N, 12 * N], [N, 3 * N], 3.5),
    ("unit weights", [2 * N, 4 * N], [N, N], 3),
    ("one batch", [9 * N], [3 * N], 3),
    ("zero total weight", [0], [0], 0),
    ("empty", [], [], 0),
    ("zero loss", [0, 8 * N], [N, 3 * N], 2),
    ("three batches", [N, 6 * N, 8 * N], [1, 2, 4], 15 * N / 7),
]

if __name__ == "__main__":
    failures = [name for name, s, w, e in FIXTURES if solve(s, w) != e]
    # backend name deliberately not printed so output is identical with or without numpy
    for name, s, w, e in FIXTURES:
        print(f"{name}: {solve(s, w)!r}")
    print("failures:", failures or "none")
    raise SystemExit(1 if failures else 0)
