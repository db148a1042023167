from fractions import Fraction


def solve(weighted_sums, weight_sums):
    """Exact rational accumulation, converted back to float at the end."""
    num = sum((Fraction(x) for x in weighted_sums), Fraction(0))
    den = sum((Fraction(w) for w in weight_sums), Fraction(0))
    if den == 0:
        return 0.0
    return float(num / den)
