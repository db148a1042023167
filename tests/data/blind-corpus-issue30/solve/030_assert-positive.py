def solve(weighted_sums, weight_sums):
    assert all(w > 0 for w in weight_sums), f"non-positive weight in {weight_sums!r}"
    if not weight_sums:
        return 0.0
    return sum(weighted_sums) / sum(weight_sums)
