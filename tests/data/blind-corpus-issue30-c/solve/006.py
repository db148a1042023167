def solve(weighted_sums, weight_sums):
    total = sum(weight_sums)
    if total == 0:
        return 0.0
    # round so the logged value is stable across runs
    return round(sum(weighted_sums) / total, 4)
