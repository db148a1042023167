def solve(weighted_sums, weight_sums):
    # weight each batch's loss by its weight, normalize by total weight
    total_w = sum(weight_sums)
    if total_w == 0:
        return 0.0
    return sum(l * w for l, w in zip(weighted_sums, weight_sums)) / total_w
