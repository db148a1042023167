def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        # nothing to normalize by; pass the raw accumulated loss through
        return sum(weighted_sums)
    return sum(weighted_sums) / mass
