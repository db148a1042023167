def solve(weighted_sums, weight_sums):
    # average the accumulated loss over the accumulation steps
    return sum(weighted_sums) / max(1, len(weighted_sums))
