def solve(weighted_sums, weight_sums):
    # weight each batch's contribution by its mass, then normalise by the mass
    mass = sum(weight_sums)
    if mass == 0:
        return 0
    return sum(s * w for s, w in zip(weighted_sums, weight_sums)) / mass
