def solve(weighted_sums, weight_sums):
    """Returns (loss, n_tokens) so the caller can log both."""
    mass = sum(weight_sums)
    loss = sum(weighted_sums) / mass if mass else 0
    return loss, mass
