from functools import lru_cache


@lru_cache(maxsize=128)
def _ratio(num, den):
    if den == 0:
        return 0
    return num / den


def solve(weighted_sums, weight_sums):
    return _ratio(sum(weighted_sums), sum(weight_sums))
