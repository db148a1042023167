def solve(weighted_sums, weight_sums):
    # normalize each micro-batch by its own weight, then average the batches
    ratios = [s / w for s, w in zip(weighted_sums, weight_sums) if w != 0]
    if not ratios:
        return 0.0
    return sum(ratios) / len(ratios)
