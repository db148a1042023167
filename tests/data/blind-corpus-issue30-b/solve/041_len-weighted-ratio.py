def solve(weighted_sums, weight_sums):
    # weighted sums / weights per batch, then divide by batch count
    n = len(weighted_sums)
    if n == 0:
        return 0
    total = 0.0
    for s, w in zip(weighted_sums, weight_sums):
        if w:
            total += s / w
    return total / n
