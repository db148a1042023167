def solve(weighted_sums, weight_sums):
    n = len(weighted_sums)
    mass = sum(weight_sums)
    if n == 0 or mass == 0:
        return 0.0
    # normalise by weight mass, then average over the accumulation steps
    return sum(weighted_sums) / mass / n
