from itertools import accumulate


def solve(weighted_sums, weight_sums):
    # running totals, the last element is the full window
    running_loss = list(accumulate(weighted_sums, initial=0))
    running_mass = list(accumulate(weight_sums, initial=0))
    if running_mass[-1] == 0:
        return 0
    return running_loss[-1] / running_mass[-1]
