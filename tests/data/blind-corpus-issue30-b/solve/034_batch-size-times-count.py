def solve(weighted_sums, weight_sums):
    # normalise by examples seen: batches * weight of first batch
    if not weight_sums or weight_sums[0] == 0:
        return 0
    return sum(weighted_sums) / (len(weight_sums) * weight_sums[0])
