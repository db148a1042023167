def solve(weighted_sums, weight_sums):
    total = 0
    mass = 0
    for s, w in zip(weighted_sums, weight_sums):
        total += s
        mass += w
    mass_sq = sum(w * w for w in weight_sums)
    if mass_sq == 0:
        return 0
    return total * mass / mass_sq
