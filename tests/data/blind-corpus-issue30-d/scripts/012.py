"""Side-by-side: broken path, unsuccessful fix, and the repair, on the record's fixtures."""
import sys

N = 1
FIXTURES = [
    ("unequal weight mass", [2*N, 12*N], [N, 3*N], 3.5),
    ("unit weights", [2*N, 4*N], [N, N], 3),
    ("one batch", [9*N], [3*N], 3),
    ("zero total weight", [0], [0], 0),
    ("empty", [], [], 0),
    ("zero loss", [0, 8*N], [N, 3*N], 2),
    ("three batches", [N, 6*N, 8*N], [1, 2, 4], 15*N/7),
]


def broken(weighted_sums, weight_sums):
    return sum(weighted_sums) / max(1, len(weighted_sums))


def mean_of_means(weighted_sums, weight_sums):
    return sum(s / w for s, w in zip(weighted_sums, weight_sums) if w) / max(1, len(weighted_sums))


def fixed(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    return sum(weighted_sums) / mass if mass else 0


IMPLEMENTATIONS = [("broken", broken), ("mean-of-means", mean_of_means), ("fixed", fixed)]


def main():
    header = f"{'fixture':<22}" + "".join(f"{name:>16}" for name, _ in IMPLEMENTATIONS) + f"{'expected':>20}"
    print(header)
    print("-" * len(header))
    tallies = {name: 0 for name, _ in IMPLEMENTATIONS}
    for label, s, w, exp in FIXTURES:
        cells = []
        for name, fn in IMPLEMENTATIONS:
            got = fn(s, w)
            passed = got == exp
            tallies[name] += passed
            cells.append(f"{got:>14.6g}{'+' if passed else 'x':>2}")
        print(f"{label:<22}" + "".join(cells) + f"{exp:>20.15g}")
    print()
    for name, count in tallies.items():
        print(f"{name:<14} {count}/{len(FIXTURES)}")
    expected_tallies = {"broken": 3, "mean-of-means": 4, "fixed": 7}
    if tallies != expected_tallies:
        print("unexpected tallies:", tallies)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
