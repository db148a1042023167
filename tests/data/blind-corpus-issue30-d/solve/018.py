def solve(weighted_sums, weight_sums):
    i = 0
    loss = 0
    while i < len(weighted_sums):
        loss += weighted_sums[i]
        i += 1
    j = 0
    mass = 0
    while j < len(weight_sums):
        mass += weight_sums[j]
        j += 1
    if mass == 0:
        return 0
    return loss / mass
