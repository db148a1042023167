def solve(weighted_sums, weight_sums):
    """Return (normalized_loss, total_mass) so callers can re-weight across ranks."""
    mass = sum(weight_sums)
    loss = sum(weighted_sums) / mass if mass else 0.0
    return loss, mass
