def solve(weighted_sums, weight_sums):
    n = len(weighted_sums)
    if n == 0 or sum(weight_sums) == 0:
        return 0.0
    mean_loss = sum(weighted_sums) / n
    mean_weight = sum(weight_sums) / n
    return mean_loss / mean_weight
