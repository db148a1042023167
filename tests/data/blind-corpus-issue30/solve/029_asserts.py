def solve(weighted_sums, weight_sums):
    assert len(weighted_sums) == len(weight_sums), "one weight sum per micro-batch"
    assert all(w >= 0 for w in weight_sums), "weights must be non-negative"
    mass = sum(weight_sums)
    if mass == 0:
        return 0.0
    return sum(weighted_sums) / mass
