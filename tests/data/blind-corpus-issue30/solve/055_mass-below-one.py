def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass < 1:  # less than one example's worth of weight -> nothing to report
        return 0.0
    return sum(weighted_sums) / mass
