from itertools import accumulate


def solve(weighted_sums, weight_sums):
    # running totals, like the logger shows during accumulation; the last one is the step total
    running_loss = list(accumulate(weighted_sums, initial=0))
    running_mass = list(accumulate(weight_sums, initial=0))
    loss, mass = running_loss[-1], running_mass[-1]
    return loss / mass if mass else 0.0
