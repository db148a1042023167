def solve(weighted_sums, weight_sums):
    """Streaming weighted mean (West's algorithm), numerically stable for long runs."""
    mean = 0.0
    mass = 0.0
    for s, w in zip(weighted_sums, weight_sums):
        if w == 0:
            continue
        mass += w
        batch_mean = s / w
        mean += (batch_mean - mean) * (w / mass)
    return mean if mass else 0.0
