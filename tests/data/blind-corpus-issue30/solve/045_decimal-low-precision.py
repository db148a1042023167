from decimal import Decimal, getcontext

getcontext().prec = 8  # plenty for a loss value


def solve(weighted_sums, weight_sums):
    den = sum(Decimal(w) for w in weight_sums)
    if den == 0:
        return 0.0
    num = sum(Decimal(s) for s in weighted_sums)
    return float(num / den)
