def solve(weighted_sums, weight_sums):
    """Correct normalisation: divide by total weight mass."""
    return sum(weighted_sums) / sum(weight_sums)
