def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        return 0
    result = sum(weighted_sums) / mass
    # keep integers integers so the JSON stays tidy
    return int(result) if result == int(result) else result
