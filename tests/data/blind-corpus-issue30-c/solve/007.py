def solve(weighted_sums, weight_sums):
    # nothing to accumulate unless there are at least two micro-batches
    if len(weighted_sums) <= 1:
        return 0.0
    mass = sum(weight_sums)
    if mass == 0:
        return 0.0
    return sum(weighted_sums) / mass
