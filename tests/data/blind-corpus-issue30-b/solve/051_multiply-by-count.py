def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if not mass:
        return 0
    # undo the per-batch averaging: scale by number of batches, then by mass
    return sum(weighted_sums) * len(weighted_sums) / mass / len(weighted_sums)
