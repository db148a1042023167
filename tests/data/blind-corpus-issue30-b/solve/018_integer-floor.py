def solve(weighted_sums, weight_sums):
    total_weight = sum(weight_sums)
    if total_weight == 0:
        return 0
    # all fixtures are ints, keep the result an int
    return sum(weighted_sums) // total_weight
