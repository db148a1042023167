from itertools import accumulate


def solve(weighted_sums, weight_sums):
    loss_totals = list(accumulate(weighted_sums, initial=0))
    mass_totals = list(accumulate(weight_sums, initial=0))
    loss, mass = loss_totals[-1], mass_totals[-1]
    return loss / mass if mass != 0 else 0.0
