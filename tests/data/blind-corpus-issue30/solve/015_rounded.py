def solve(weighted_sums, weight_sums):
    """Weighted mean loss, rounded for stable logging."""
    w = sum(weight_sums)
    if not w:
        return 0.0
    return round(sum(weighted_sums) / w, 6)
