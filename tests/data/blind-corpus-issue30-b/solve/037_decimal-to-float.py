from decimal import Decimal


def solve(weighted_sums, weight_sums):
    mass = sum(map(Decimal, map(str, weight_sums)), Decimal(0))
    if mass.is_zero():
        return 0.0
    num = sum(map(Decimal, map(str, weighted_sums)), Decimal(0))
    return float(num) / float(mass)
