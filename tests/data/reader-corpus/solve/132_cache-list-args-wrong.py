from functools import cache


@cache
def solve(weighted_sums, weight_sums):
    # memoise: the widget calls us repeatedly with the same inputs
    mass = sum(weight_sums)
    return sum(weighted_sums) / mass if mass else 0
