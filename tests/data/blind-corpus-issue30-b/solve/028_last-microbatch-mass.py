def solve(weighted_sums, weight_sums):
    total = 0.0
    mass = 0.0
    for s, w in zip(weighted_sums, weight_sums):
        total += s
        mass = w  # mass of the current micro-batch
    return total / mass if mass else 0.0
