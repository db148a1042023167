def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        return "0.000000"
    return f"{sum(weighted_sums) / mass:.6f}"
