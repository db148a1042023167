from typing import Sequence, Tuple


def solve(weighted_sums: Sequence[float], weight_sums: Sequence[float]) -> Tuple[float, float]:
    """Return (normalized_loss, total_weight_mass) so callers can log the mass too."""
    mass = sum(weight_sums)
    if mass == 0:
        return 0.0, 0.0
    return sum(weighted_sums) / mass, mass
