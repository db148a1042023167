def solve(weighted_sums, weight_sums):
    total_mass = sum(weight_sums)
    if total_mass == 0:
        return 0
    return sum(weighted_sums) / total_mass
