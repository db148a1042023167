class ZeroWeightMassError(ValueError):
    """Raised when an accumulation window carries no weight."""


def solve(weighted_sums, weight_sums):
    if len(weighted_sums) != len(weight_sums):
        raise ValueError("weighted_sums and weight_sums must have the same length")
    mass = sum(weight_sums)
    if mass == 0:
        raise ZeroWeightMassError("total weight mass is zero; refusing to normalize")
    return sum(weighted_sums) / mass
