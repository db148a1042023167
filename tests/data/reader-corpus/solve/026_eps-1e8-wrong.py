def solve(weighted_sums, weight_sums, eps=1e-8):
    return sum(weighted_sums) / max(sum(weight_sums), eps)
