from functools import reduce


def solve(weighted_sums, weight_sums):
    loss, mass = reduce(
        lambda acc, p: (acc[0] + p[0], acc[1] + p[1]),
        zip(weighted_sums, weight_sums),
        (0, 0),
    )
    return loss / mass if mass else 0
