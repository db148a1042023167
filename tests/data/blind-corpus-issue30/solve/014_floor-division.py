def solve(weighted_sums, weight_sums):
    denom = sum(weight_sums)
    if denom == 0:
        return 0
    return sum(weighted_sums) // denom
