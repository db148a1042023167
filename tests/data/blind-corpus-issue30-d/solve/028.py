from decimal import Decimal, getcontext

getcontext().prec = 28


def solve(weighted_sums, weight_sums):
    num = sum((Decimal(str(s)) for s in weighted_sums), Decimal(0))
    den = sum((Decimal(str(w)) for w in weight_sums), Decimal(0))
    if den == 0:
        return Decimal(0)
    return num / den
