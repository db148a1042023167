class ZeroWeightMassError(ArithmeticError):
    """Raised when a whole accumulation window has no weight."""


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        raise ZeroWeightMassError(
            f"cannot normalise {len(weighted_sums)} micro-batches with zero total weight"
        )
    return sum(weighted_sums) / mass
