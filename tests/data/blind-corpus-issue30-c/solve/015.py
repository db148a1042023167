def solve(weighted_sums, weight_sums):
    if not weighted_sums or not weight_sums:
        raise ValueError("solve() needs at least one micro-batch")
    if len(weighted_sums) != len(weight_sums):
        raise ValueError("length mismatch")
    mass = sum(weight_sums)
    if mass == 0:
        return 0.0
    return sum(weighted_sums) / mass
