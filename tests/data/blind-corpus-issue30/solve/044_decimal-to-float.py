from decimal import Decimal, localcontext


def solve(weighted_sums, weight_sums):
    with localcontext() as ctx:
        ctx.prec = 50
        num = sum((Decimal(str(x)) for x in weighted_sums), Decimal(0))
        den = sum((Decimal(str(w)) for w in weight_sums), Decimal(0))
        if den == 0:
            return 0.0
        return float(num / den)
