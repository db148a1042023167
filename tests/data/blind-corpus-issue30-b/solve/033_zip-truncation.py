def solve(weighted_sums, weight_sums):
    # walk pairs; skip batches whose mass is zero so they can't poison the mean
    num = den = 0
    for s, w in zip(weighted_sums, weight_sums):
        if w:
            num += s
            den += w
    return num / den if den else 0
