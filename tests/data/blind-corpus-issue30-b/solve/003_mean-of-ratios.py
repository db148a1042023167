def solve(weighted_sums, weight_sums):
    # each batch already knows its own weight, so normalise per batch and average
    ratios = [s / w for s, w in zip(weighted_sums, weight_sums) if w != 0]
    if not ratios:
        return 0
    return sum(ratios) / len(ratios)
