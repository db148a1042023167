def solve(weighted_sums, weight_sums):
    if not weighted_sums:
        raise ValueError("no micro-batches to accumulate")
    total = sum(weight_sums)
    if total == 0:
        return 0.0
    return sum(weighted_sums) / total
