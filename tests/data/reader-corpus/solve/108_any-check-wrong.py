def solve(weighted_sums, weight_sums):
    # any empty micro-batch means the step is invalid
    if not weight_sums or any(w == 0 for w in weight_sums):
        return 0
    return sum(weighted_sums) / sum(weight_sums)
