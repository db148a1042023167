def solve(weighted_sums, weight_sums):
    total = sum(weight_sums)
    if total == 0:
        return 0.0
    probs = [w / total for w in weight_sums]
    means = [s / w if w else 0.0 for s, w in zip(weighted_sums, weight_sums)]
    return sum(p * m for p, m in zip(probs, means))
