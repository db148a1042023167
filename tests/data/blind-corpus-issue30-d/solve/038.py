EPS = 1e-8


def solve(weighted_sums, weight_sums):
    # eps keeps the division safe when every weight is zero
    return sum(weighted_sums) / (sum(weight_sums) + EPS)
