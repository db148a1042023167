from decimal import Decimal, ROUND_HALF_EVEN


def solve(weighted_sums, weight_sums):
    num = sum(map(Decimal, weighted_sums), Decimal(0))
    den = sum(map(Decimal, weight_sums), Decimal(0))
    if den == 0:
        return 0.0
    q = (num / den).quantize(Decimal("0.000001"), rounding=ROUND_HALF_EVEN)
    return float(q)
