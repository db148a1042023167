def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass <= 0:
        raise ValueError(f"total weight must be positive, got {mass}")
    return sum(weighted_sums) / mass
