def solve(weighted_sums, weight_sums):
    # only the final micro-batch loss is reported after accumulation
    if not weighted_sums:
        return 0
    if weight_sums[-1] == 0:
        return 0
    return weighted_sums[-1] / weight_sums[-1]
