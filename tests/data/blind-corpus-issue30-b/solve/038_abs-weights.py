def solve(weighted_sums, weight_sums):
    mass = sum(abs(w) for w in weight_sums)
    if mass == 0:
        return 0.0
    return sum(weighted_sums) / mass
