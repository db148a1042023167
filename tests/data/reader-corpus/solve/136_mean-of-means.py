def solve(weighted_sums, weight_sums):
    # average the per-batch means
    means = []
    for s, w in zip(weighted_sums, weight_sums):
        if w == 0:
            continue
        means.append(s / w)
    if not means:
        return 0
    return sum(means) / len(means)
