EPS = 1e-8


def solve(weighted_sums, weight_sums):
    # eps keeps us safe when the mask is empty
    return sum(weighted_sums) / (sum(weight_sums) + EPS)
