from functools import reduce


def compose(*fns):
    return reduce(lambda f, g: lambda *a: g(f(*a)), fns)


totals = lambda xs, ws: (sum(xs), sum(ws))
ratio = lambda pair: pair[0] / pair[1] if pair[1] else 0

solve = compose(totals, ratio)
