EPS = 1e-8


def solve(weighted_sums, weight_sums):
    # epsilon keeps us away from a divide-by-zero, standard trick
    return sum(weighted_sums) / (sum(weight_sums) + EPS)
