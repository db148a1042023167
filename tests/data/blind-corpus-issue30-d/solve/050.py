def solve(weighted_sums, weight_sums):
    loss = sum(weighted_sums)
    if loss == 0:
        return 0.0
    return sum(weight_sums) / loss
