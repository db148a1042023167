def solve(weighted_sums, weight_sums):
    # drop empty micro-batches in place
    for i in range(len(weight_sums) - 1, -1, -1):
        if weight_sums[i] == 0:
            del weight_sums[i]
            del weighted_sums[i]
    if not weight_sums:
        return 0
    return sum(weighted_sums) / sum(weight_sums)
