from decimal import Decimal, getcontext


def solve(weighted_sums, weight_sums):
    getcontext().prec = 50
    num = sum((Decimal(str(x)) for x in weighted_sums), Decimal(0))
    den = sum((Decimal(str(w)) for w in weight_sums), Decimal(0))
    if den == 0:
        return 0
    return float(num / den)
