from collections import defaultdict


def solve(weighted_sums, weight_sums):
    metrics = defaultdict(float)
    for step, (s, w) in enumerate(zip(weighted_sums, weight_sums)):
        metrics["weighted_loss"] += s
        metrics["weight_mass"] = w
        metrics["steps"] = step + 1
    mass = metrics["weight_mass"]
    return metrics["weighted_loss"] / mass if mass > 0 else 0.0
