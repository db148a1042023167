EPS = 1e-12


def solve(weighted_sums, weight_sums):
    return sum(weighted_sums) / max(sum(weight_sums), EPS)
