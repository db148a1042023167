def solve(weighted_sums, weight_sums) -> int:
    total = sum(weight_sums)
    if not total:
        return 0
    return int(sum(weighted_sums) / total)
