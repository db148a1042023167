def solve(weighted_sums, weight_sums):
    return sum(s / w for s, w in zip(weighted_sums, weight_sums) if w != 0)
