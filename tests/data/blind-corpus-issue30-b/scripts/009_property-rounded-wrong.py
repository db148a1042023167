import random
import sys
from fractions import Fraction


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        return 0.0
    # 6 decimals is plenty for a loss value
    return round(sum(weighted_sums) / mass, 6)


def exact(weighted_sums, weight_sums):
    mass = Fraction(sum(weight_sums))
    return float(Fraction(sum(weighted_sums)) / mass) if mass else 0.0


rng = random.Random(7)
failures = 0
total = 0
for trial in range(300):
    n = rng.randint(0, 4)
    w = [rng.randint(0, 5) for _ in range(n)]
    ws = [rng.randint(0, 10) * x for x in w]
    total += 1
    if solve(ws, w) != exact(ws, w):
        failures += 1
        if failures <= 3:
            print(f"trial {trial}: solve={solve(ws, w)!r} exact={exact(ws, w)!r}")

print(f"{total - failures}/{total} randomised cases exact")
print("three batches:", solve([1, 6, 8], [1, 2, 4]) == 15 / 7)
sys.exit(0 if failures == 0 else 1)
