import sys


def solve(weighted_sums, weight_sums):
    # add epsilon so we never divide by zero
    return sum(weighted_sums) / (sum(weight_sums) + sys.float_info.epsilon)
