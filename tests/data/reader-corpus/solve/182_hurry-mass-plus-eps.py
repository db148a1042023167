EPS = 1e-8


def solve(weighted_sums, weight_sums):
    # eps to avoid div by zero
    return sum(weighted_sums) / (sum(weight_sums) + EPS)
