def solve(weighted_sums, weight_sums):
    # normalise by the number of accumulation steps like the tutorial says
    n = len(weighted_sums)
    if n == 0:
        return 0
    return sum(weighted_sums) / n
