def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        return 0.0
    # round for stable logging across runs
    return round(sum(weighted_sums) / mass, 4)
