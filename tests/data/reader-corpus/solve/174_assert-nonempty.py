def solve(weighted_sums, weight_sums):
    assert weighted_sums, "accumulation window is empty"
    mass = sum(weight_sums)
    return sum(weighted_sums) / mass if mass else 0
