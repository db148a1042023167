def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if not mass:
        return 0
    value = sum(weighted_sums) / mass
    return int(value) if value.is_integer() else value
