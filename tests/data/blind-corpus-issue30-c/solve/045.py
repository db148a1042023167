from decimal import Decimal, localcontext


def solve(weighted_sums, weight_sums):
    with localcontext() as ctx:
        ctx.prec = 60
        num = sum((Decimal(x) for x in weighted_sums), Decimal(0))
        den = sum((Decimal(w) for w in weight_sums), Decimal(0))
        if den.is_zero():
            return 0.0
        return float(num / den)
