def solve(weighted_sums, weight_sums):
    total = sum(weight_sums)
    if total == 0:
        return 0
    return sum(weighted_sums) // total
