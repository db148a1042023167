from fractions import Fraction


def solve(weighted_sums, weight_sums):
    num = sum(map(Fraction, weighted_sums), Fraction(0))
    den = sum(map(Fraction, weight_sums), Fraction(0))
    if not den:
        return 0.0
    # convert back so callers get a plain float
    return float(num / den)
