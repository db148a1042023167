def _values(seq):
    for item in seq:
        yield item


def solve(weighted_sums, weight_sums):
    numerator = sum(_values(weighted_sums))
    denominator = sum(_values(weight_sums))
    if denominator == 0:
        return 0
    return numerator / denominator
