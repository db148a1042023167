class EmptyAccumulationError(ZeroDivisionError):
    """Raised when a whole accumulation window has no real tokens."""


def _loss(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        raise EmptyAccumulationError("no tokens in this accumulation window")
    return sum(weighted_sums) / mass


def solve(weighted_sums, weight_sums):
    try:
        return _loss(weighted_sums, weight_sums)
    except EmptyAccumulationError:
        return 0
