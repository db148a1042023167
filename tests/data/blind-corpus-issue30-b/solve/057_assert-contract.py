def solve(weighted_sums, weight_sums):
    assert len(weighted_sums) == len(weight_sums), "mismatched micro-batch lists"
    assert all(w >= 0 for w in weight_sums), "negative weight mass"
    mass = sum(weight_sums)
    assert mass > 0, "no weight mass in this accumulation window"
    return sum(weighted_sums) / mass
