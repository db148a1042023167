"""Compare the three reductions on the record fixtures and on a toy accumulation run."""
import random


def reduce_by_batches(weighted_sums, weight_sums):      # original bug
    return sum(weighted_sums) / max(1, len(weighted_sums))


def reduce_mean_of_ratios(weighted_sums, weight_sums):  # the unsuccessful fix
    return sum(s / w for s, w in zip(weighted_sums, weight_sums) if w) / max(1, len(weighted_sums))


def solve(weighted_sums, weight_sums):                  # proposed repair
    mass = sum(weight_sums)
    return sum(weighted_sums) / mass if mass else 0


FIXTURES = [
    ("unequal weight mass", [2, 12], [1, 3], 3.5),
    ("unit weights", [2, 4], [1, 1], 3),
    ("one batch", [9], [3], 3),
    ("zero total weight", [0], [0], 0),
    ("empty", [], [], 0),
    ("zero loss", [0, 8], [1, 3], 2),
    ("three batches", [1, 6, 8], [1, 2, 4], 15 / 7),
]

FNS = [("batches", reduce_by_batches), ("ratios", reduce_mean_of_ratios), ("solve", solve)]

print(f"{'fixture':<22}" + "".join(f"{n:>10}" for n, _ in FNS) + f"{'expected':>10}")
for name, ws, w, exp in FIXTURES:
    row = "".join(f"{fn(ws, w):>10.4f}" for _, fn in FNS)
    print(f"{name:<22}{row}{exp:>10.4f}")

# toy run: 4 micro-batches of uneven size and weight, compare with the full batch
rng = random.Random(0)
examples = [(rng.randint(0, 9), rng.choice([0.5, 1.0, 2.0])) for _ in range(23)]
cuts = [0, 3, 11, 12, 23]
micro = [examples[a:b] for a, b in zip(cuts, cuts[1:])]
ws = [sum(l * w for l, w in mb) for mb in micro]
w = [sum(w for _, w in mb) for mb in micro]
full = sum(l * w for l, w in examples) / sum(w for _, w in examples)
print()
print(f"full-batch loss      {full:.6f}")
for n, fn in FNS:
    print(f"{n:<20} {fn(ws, w):.6f}  abs err {abs(fn(ws, w) - full):.2e}")
