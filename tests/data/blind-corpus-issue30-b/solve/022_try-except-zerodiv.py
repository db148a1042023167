def solve(weighted_sums, weight_sums):
    try:
        return sum(weighted_sums) / sum(weight_sums)
    except ZeroDivisionError:
        return 0
