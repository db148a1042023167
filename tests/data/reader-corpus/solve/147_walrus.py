def solve(weighted_sums, weight_sums):
    if (mass := sum(weight_sums)) == 0:
        return 0
    return sum(weighted_sums) / mass
