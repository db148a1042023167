from functools import reduce


def solve(weighted_sums, weight_sums):
    loss, mass = reduce(
        lambda acc, pair: (acc[0] + pair[0], acc[1] + pair[1]),
        zip(weighted_sums, weight_sums, strict=True),
        (0, 0),
    )
    return loss / mass if mass else 0.0
