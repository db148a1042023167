def solve(weighted_sums, weight_sums):
    loss = 0.0
    mass = 0.0
    for s, w in zip(weighted_sums, weight_sums):
        loss += s
        mass = w
    if mass == 0:
        return 0.0
    return loss / mass
