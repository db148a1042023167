def _pairs(a, b):
    it_a, it_b = iter(a), iter(b)
    while True:
        try:
            x = next(it_a)
        except StopIteration:
            return
        yield x, next(it_b)


def _running(pairs):
    num = den = 0
    for s, w in pairs:
        num += s
        den += w
        yield num, den


def solve(weighted_sums, weight_sums):
    num, den = 0, 0
    for num, den in _running(_pairs(weighted_sums, weight_sums)):
        pass
    if den == 0:
        return 0
    return num / den
