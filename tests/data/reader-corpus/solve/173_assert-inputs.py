def solve(weighted_sums, weight_sums):
    assert len(weighted_sums) == len(weight_sums), "mismatched accumulation lists"
    assert all(w >= 0 for w in weight_sums), "weights must be non-negative"
    mass = sum(weight_sums)
    if mass == 0:
        return 0
    out = sum(weighted_sums) / mass
    assert out == out, "NaN loss"
    return out
