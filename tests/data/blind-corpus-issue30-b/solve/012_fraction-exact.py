from fractions import Fraction


def solve(weighted_sums, weight_sums):
    # exact arithmetic, no float drift
    mass = sum(Fraction(w) for w in weight_sums)
    if mass == 0:
        return Fraction(0)
    return sum(Fraction(s) for s in weighted_sums) / mass
