def solve(weighted_sums, weight_sums):
    # accept anything iterable (lists, tuples, generators, array rows)
    weighted_sums = list(weighted_sums)
    weight_sums = list(weight_sums)
    mass = sum(weight_sums, start=0.0)
    if mass == 0.0:
        return 0.0
    return sum(weighted_sums, start=0.0) / mass
