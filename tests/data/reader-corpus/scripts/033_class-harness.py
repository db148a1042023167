class Candidate:
    registry = {}

    def __init__(self, name):
        self.name = name

    def __call__(self, fn):
        Candidate.registry[self.name] = fn
        return fn


@Candidate("original")
def original(s, w):
    return sum(s) / max(1, len(s))


@Candidate("mean-of-means")
def mean_of_means(s, w):
    return sum(a / b for a, b in zip(s, w) if b) / max(1, len(s))


@Candidate("mass")
def by_mass(s, w):
    m = sum(w)
    return sum(s) / m if m else 0


FIXTURES = [
    ("unequal weight mass", [2, 12], [1, 3], 3.5),
    ("unit weights", [2, 4], [1, 1], 3),
    ("one batch", [9], [3], 3),
    ("zero total weight", [0], [0], 0),
    ("empty", [], [], 0),
    ("zero loss", [0, 8], [1, 3], 2),
    ("three batches", [1, 6, 8], [1, 2, 4], 15 / 7),
]

width = max(len(f[0]) for f in FIXTURES)
header = f"{'fixture':<{width}} " + " ".join(f"{k:>14}" for k in Candidate.registry)
print(header)
print("=" * len(header))
scores = dict.fromkeys(Candidate.registry, 0)
for label, s, w, exp in FIXTURES:
    cells = []
    for name, fn in Candidate.registry.items():
        got = fn(s, w)
        ok = got == exp
        scores[name] += ok
        cells.append(f"{got:>12.4f}{'✓' if ok else '✗':>2}")
    print(f"{label:<{width}} " + " ".join(cells))
print()
for name, score in sorted(scores.items(), key=lambda kv: -kv[1]):
    print(f"{name:<14} {score}/{len(FIXTURES)}")
