def solve(weighted_sums, weight_sums):
    active = [w for w in weight_sums if w]
    if not active:
        return 0.0
    return sum(weighted_sums) / len(active)
