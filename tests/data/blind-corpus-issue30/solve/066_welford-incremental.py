def solve(weighted_sums, weight_sums):
    """Streaming weighted mean (West 1979 style) -- no big running sums."""
    mean = 0.0
    mass = 0.0
    for s, w in zip(weighted_sums, weight_sums):
        if w == 0:
            continue
        mass += w
        mean += (w / mass) * (s / w - mean)
    return mean
