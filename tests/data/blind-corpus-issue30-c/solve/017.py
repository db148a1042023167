import enum


class ZeroMass(enum.Enum):
    ZERO = "zero"
    RAISE = "raise"
    NAN = "nan"


def solve(weighted_sums, weight_sums, on_zero_mass: ZeroMass = ZeroMass.ZERO):
    total = sum(weight_sums)
    if total == 0:
        if on_zero_mass is ZeroMass.RAISE:
            raise ZeroDivisionError("total weight mass is zero")
        if on_zero_mass is ZeroMass.NAN:
            return float("nan")
        return 0.0
    return sum(weighted_sums) / total
