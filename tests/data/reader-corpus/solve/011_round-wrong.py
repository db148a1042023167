def solve(weighted_sums, weight_sums):
    total_w = sum(weight_sums)
    if total_w == 0:
        return 0
    return round(sum(weighted_sums) / total_w, 4)
