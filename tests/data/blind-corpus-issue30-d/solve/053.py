def solve(weighted_sums, weight_sums):
    if not weighted_sums:
        return 0.0
    # fast path: uniform weights reduce to a plain mean over the batches
    if all(w == weight_sums[0] for w in weight_sums):
        return sum(weighted_sums) / len(weighted_sums)
    return sum(weighted_sums) / sum(weight_sums)
