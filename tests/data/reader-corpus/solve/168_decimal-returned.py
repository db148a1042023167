from decimal import Decimal


def solve(weighted_sums, weight_sums):
    num = sum(Decimal(str(x)) for x in weighted_sums)
    den = sum(Decimal(str(w)) for w in weight_sums)
    if den == 0:
        return Decimal(0)
    return num / den
