def solve(weighted_sums, weight_sums):
    rows = list(zip(weighted_sums, weight_sums))
    if not rows:
        return 0
    nums, dens = zip(*rows)
    den = sum(dens)
    return sum(nums) / den if den else 0
