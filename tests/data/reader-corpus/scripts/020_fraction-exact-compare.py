from fractions import Fraction


def solve(weighted_sums, weight_sums):
    num = sum((Fraction(x) for x in weighted_sums), Fraction())
    den = sum((Fraction(w) for w in weight_sums), Fraction())
    return num / den if den else Fraction(0)


r = solve([1, 6, 8], [1, 2, 4])
print(r, float(r), r == Fraction(15, 7))
print(solve([2, 12], [1, 3]), solve([0], [0]), solve([], []))
print(solve([0.5, 0.25], [1, 1]))
print(repr(solve([1, 2], [3, 3])))
