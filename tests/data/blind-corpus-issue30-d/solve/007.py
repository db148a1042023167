from itertools import accumulate


def solve(weighted_sums, weight_sums):
    running_loss = list(accumulate(weighted_sums, initial=0))
    running_mass = list(accumulate(weight_sums, initial=0))
    loss, mass = running_loss[-1], running_mass[-1]
    if mass == 0:
        return 0
    return loss / mass
