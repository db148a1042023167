def solve(weighted_sums, weight_sums):
    n = len(weight_sums)
    if n == 0:
        return 0
    mean_weight = sum(weight_sums) / n
    if mean_weight == 0:
        return 0
    # (sum / n) / (mass / n) == sum / mass
    return (sum(weighted_sums) / n) / mean_weight
