from fractions import Fraction


def solve(weighted_sums, weight_sums):
    mass = sum(map(Fraction, weight_sums), Fraction(0))
    if not mass:
        return 0.0
    return float(sum(map(Fraction, weighted_sums), Fraction(0)) / mass)
