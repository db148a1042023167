from contextlib import contextmanager
import decimal


@contextmanager
def _high_precision(prec=40):
    with decimal.localcontext() as ctx:
        ctx.prec = prec
        yield ctx


def solve(weighted_sums, weight_sums):
    with _high_precision():
        num = sum(map(decimal.Decimal, map(repr, weighted_sums)), decimal.Decimal(0))
        den = sum(map(decimal.Decimal, map(repr, weight_sums)), decimal.Decimal(0))
        if den == 0:
            return 0
        return float(num / den)
