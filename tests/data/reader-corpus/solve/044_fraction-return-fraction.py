from fractions import Fraction


def solve(weighted_sums, weight_sums):
    """Return an exact Fraction; callers can float() it if they want."""
    den = sum(map(Fraction, weight_sums), start=Fraction())
    if den == 0:
        return Fraction(0)
    return sum(map(Fraction, weighted_sums), start=Fraction()) / den
