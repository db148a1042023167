def solve(weighted_sums, weight_sums):
    loss = 0.0
    mass = 0.0
    for i in range(1, len(weighted_sums)):
        loss += weighted_sums[i]
        mass += weight_sums[i]
    if mass == 0:
        return 0.0
    return loss / mass
