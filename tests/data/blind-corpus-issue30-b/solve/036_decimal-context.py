from decimal import Decimal, localcontext


def solve(weighted_sums, weight_sums):
    with localcontext() as ctx:
        ctx.prec = 28
        mass = sum((Decimal(str(w)) for w in weight_sums), Decimal(0))
        if mass == 0:
            return Decimal(0)
        return sum((Decimal(str(s)) for s in weighted_sums), Decimal(0)) / mass
