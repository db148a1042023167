def solve(weighted_sums, weight_sums):
    if all(w == 0 for w in weight_sums):
        return 0
    return sum(weighted_sums) / sum(weight_sums)
