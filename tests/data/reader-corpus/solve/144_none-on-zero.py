def solve(weighted_sums, weight_sums):
    total = sum(weight_sums)
    if total == 0:
        return None  # nothing to average
    return sum(weighted_sums) / total
