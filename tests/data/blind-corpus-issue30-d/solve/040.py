from typing import Optional, Sequence


def solve(weighted_sums: Sequence[float], weight_sums: Sequence[float]) -> Optional[float]:
    """Weighted mean, or None when there is no weight mass to normalize by."""
    mass = sum(weight_sums)
    if mass == 0:
        return None
    return sum(weighted_sums) / mass
