"""Mutation check: the fixtures must pass the repair and kill every known-bad variant."""

N = 1


def repaired(s, w):
    mass = sum(w)
    return sum(s) / mass if mass else 0.0


MUTANTS = {
    "divide by batch count": lambda s, w: sum(s) / max(1, len(s)),
    "mean of per-batch means": lambda s, w: sum(a / b for a, b in zip(s, w) if b) / max(1, len(s)),
    "eps in denominator": lambda s, w: sum(s) / (sum(w) + 1e-8),
    "integer division": lambda s, w: sum(s) // sum(w) if sum(w) else 0,
    "rounded to 4 places": lambda s, w: round(sum(s) / sum(w), 4) if sum(w) else 0.0,
    "no zero guard": lambda s, w: sum(s) / sum(w),
    "nan on zero mass": lambda s, w: sum(s) / sum(w) if sum(w) else float("nan"),
    "guard needs two batches": lambda s, w: sum(s) / sum(w) if len(s) > 1 and sum(w) else 0.0,
    "drops first batch": lambda s, w: sum(s[1:]) / sum(w[1:]) if sum(w[1:]) else 0.0,
    "re-applies weights": lambda s, w: sum(a * b for a, b in zip(s, w)) / sum(w) if sum(w) else 0.0,
    "last batch mass only": lambda s, w: sum(s) / w[-1] if w and w[-1] else 0.0,
}

FIXTURES = [
    ("unequal weight mass", [2 * N, 12 * N], [N, 3 * N], 3.5),
    ("unit weights", [2 * N, 4 * N], [N, N], 3),
    ("one batch", [9 * N], [3 * N], 3),
    ("zero total weight", [0], [0], 0),
    ("empty", [], [], 0),
    ("zero loss", [0, 8 * N], [N, 3 * N], 2),
    ("three batches", [N, 6 * N, 8 * N], [1, 2, 4], 15 * N / 7),
]


def passes_all(fn):
    killed_by = []
    for name, s, w, expected in FIXTURES:
        try:
            ok = fn(s, w) == expected
        except ZeroDivisionError:
            ok = False
        if not ok:
            killed_by.append(name)
    return killed_by


if __name__ == "__main__":
    assert not passes_all(repaired), "repair must pass every fixture"
    print("repair: passes 7/7")
    survivors = []
    for label, mutant in MUTANTS.items():
        killed_by = passes_all(mutant)
        if not killed_by:
            survivors.append(label)
        print(f"mutant {label!r}: killed by {killed_by or 'nothing'}")
    print(f"mutation score: {len(MUTANTS) - len(survivors)}/{len(MUTANTS)}")
    raise SystemExit(1 if survivors else 0)
