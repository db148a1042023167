def solve(weighted_sums, weight_sums):
    num = sum(weighted_sums)
    if num == 0:
        return 0
    return num / sum(weight_sums)
