def solve(weighted_sums, weight_sums):
    total = sum(weighted_sums)
    return sum(weight_sums) / total if total else 0.0
