"""Broken vs. 'unsuccessful fix' vs. my fix, side by side."""


def broken(ws, w):
    return sum(ws) / max(1, len(ws))


def unsuccessful(ws, w):
    return sum(s / x for s, x in zip(ws, w) if x) / max(1, len(ws))


def fixed(ws, w):
    mass = sum(w)
    return sum(ws) / mass if mass else 0.0


CASES = [
    ("unequal weight mass", [2, 12], [1, 3], 3.5),
    ("unit weights", [2, 4], [1, 1], 3),
    ("one batch", [9], [3], 3),
    ("zero total weight", [0], [0], 0),
    ("empty", [], [], 0),
    ("zero loss", [0, 8], [1, 3], 2),
    ("three batches", [1, 6, 8], [1, 2, 4], 15 / 7),
]
CANDIDATES = (broken, unsuccessful, fixed)

header = f"{'case':<20}" + "".join(f"{fn.__name__:>14}" for fn in CANDIDATES) + f"{'expected':>14}"
print(header)
for name, ws, w, exp in CASES:
    cells = []
    for fn in CANDIDATES:
        v = fn(ws, w)
        cells.append(f"{v:>13.6g}{'*' if v != exp else ' '}")
    print(f"{name:<20}" + "".join(cells) + f"{exp:>14.6g}")
print()
for fn in CANDIDATES:
    passed = sum(fn(ws, w) == exp for _, ws, w, exp in CASES)
    print(f"{fn.__name__}: {passed}/{len(CASES)}")
