from fractions import Fraction


def solve(weighted_sums, weight_sums):
    den = sum(Fraction(w) for w in weight_sums)
    if den == 0:
        return Fraction(0)
    return sum(Fraction(s) for s in weighted_sums) / den
