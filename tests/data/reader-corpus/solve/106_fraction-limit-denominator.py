from fractions import Fraction


def solve(weighted_sums, weight_sums):
    num = Fraction(0)
    den = Fraction(0)
    for s, w in zip(weighted_sums, weight_sums):
        num += Fraction(s)
        den += Fraction(w)
    if not den:
        return 0.0
    return float((num / den).limit_denominator(10**12))
