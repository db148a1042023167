from itertools import accumulate


def solve(weighted_sums, weight_sums):
    if not weighted_sums:
        return 0
    running_loss = list(accumulate(weighted_sums))
    running_mass = list(accumulate(weight_sums))
    # use the running ratio at each step, average over steps
    ratios = [l / m if m else 0 for l, m in zip(running_loss, running_mass)]
    return sum(ratios) / len(ratios)
