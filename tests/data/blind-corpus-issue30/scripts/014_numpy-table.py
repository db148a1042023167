try:
    import numpy as np
    HAVE_NUMPY = True
except ImportError:
    HAVE_NUMPY = False


def solve(weighted_sums, weight_sums):
    if HAVE_NUMPY:
        den = float(np.sum(np.asarray(weight_sums, dtype=float)))
        num = float(np.sum(np.asarray(weighted_sums, dtype=float)))
    else:
        den = float(sum(weight_sums))
        num = float(sum(weighted_sums))
    return num / den if den != 0 else 0.0


rows = [
    ("unequal weight mass", [2, 12], [1, 3], 3.5),
    ("unit weights", [2, 4], [1, 1], 3),
    ("one batch", [9], [3], 3),
    ("zero total weight", [0], [0], 0),
    ("empty", [], [], 0),
    ("zero loss", [0, 8], [1, 3], 2),
    ("three batches", [1, 6, 8], [1, 2, 4], 15 / 7),
]
print("| fixture | actual | expected | outcome |")
print("|---|---|---|---|")
for name, s, w, e in rows:
    a = solve(s, w)
    print(f"| {name} | {a} | {e} | {'Passed' if a == e else 'Failed'} |")
