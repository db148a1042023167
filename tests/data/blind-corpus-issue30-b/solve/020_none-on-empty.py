from typing import Optional, Sequence


def solve(weighted_sums: Sequence[float], weight_sums: Sequence[float]) -> Optional[float]:
    """Return the mass-normalised loss, or None when there is nothing to normalise."""
    mass = sum(weight_sums)
    if not mass:
        return None  # caller decides what an empty step means
    return sum(weighted_sums) / mass
