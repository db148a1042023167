def solve(weighted_sums, weight_sums):
    """Weight each micro-batch sum by its weight mass."""
    mass = sum(weight_sums)
    if mass == 0:
        return 0.0
    return sum(s * w for s, w in zip(weighted_sums, weight_sums)) / mass
