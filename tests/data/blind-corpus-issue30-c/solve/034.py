def solve(weighted_sums, weight_sums):
    total = sum(weight_sums)
    loss = sum(weighted_sums) / total if total else 0.0
    return f"{loss:.6f}"
