from fractions import Fraction


def solve(weighted_sums, weight_sums):
    # keep it exact -- no float rounding anywhere
    den = sum(map(Fraction, weight_sums), Fraction(0))
    if not den:
        return Fraction(0)
    return sum(map(Fraction, weighted_sums), Fraction(0)) / den
