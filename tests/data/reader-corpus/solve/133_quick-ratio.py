def solve(weighted_sums, weight_sums):
    total = sum(weight_sums)
    if not total:
        return 0
    return sum(weighted_sums) / total
