"""Exhaustive small grid: is each candidate correctly rounded vs the exact ratio?"""
from fractions import Fraction
from itertools import product


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    return sum(weighted_sums) / mass if mass else 0.0


def solve_streaming(weighted_sums, weight_sums):
    mean = 0.0
    mass = 0
    for s, w in zip(weighted_sums, weight_sums):
        if w:
            mass += w
            mean += (w / mass) * (s / w - mean)
    return mean


def exact(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    return float(Fraction(sum(weighted_sums), mass)) if mass else 0.0


weights = range(0, 4)
losses = range(0, 5)
counts = {"solve": 0, "solve_streaming": 0}
total = 0
for w in product(weights, repeat=3):
    for l in product(losses, repeat=3):
        ws = [li * wi for li, wi in zip(l, w)]
        want = exact(ws, list(w))
        total += 1
        counts["solve"] += solve(ws, list(w)) != want
        counts["solve_streaming"] += solve_streaming(ws, list(w)) != want

print(f"grid size: {total}")
for name, bad in counts.items():
    print(f"{name:16s} mismatches: {bad}")
