def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        return 0.0
    # round so logs don't show 2.1428571428571432-style noise
    return round(sum(weighted_sums) / mass, 6)
