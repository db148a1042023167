def solve(weighted_sums, weight_sums):
    den = sum(weight_sums)
    if den == 0:
        return 0
    q, r = divmod(sum(weighted_sums), den)
    return q + r
