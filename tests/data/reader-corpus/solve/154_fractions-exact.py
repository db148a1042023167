from fractions import Fraction


def solve(weighted_sums, weight_sums):
    """Exact rational accumulation -- no float error at all."""
    num = sum((Fraction(x) for x in weighted_sums), Fraction(0))
    den = sum((Fraction(w) for w in weight_sums), Fraction(0))
    if den == 0:
        return Fraction(0)
    return num / den
