def _make_accumulator():
    num = 0
    den = 0

    def add(s, w):
        nonlocal num, den
        num += s
        den += w

    def result():
        return num / den if den else 0

    return add, result


def solve(weighted_sums, weight_sums):
    add, result = _make_accumulator()
    for pair in zip(weighted_sums, weight_sums):
        add(*pair)
    return result()
