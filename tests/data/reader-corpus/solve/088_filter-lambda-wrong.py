def solve(weighted_sums, weight_sums):
    nonzero = list(filter(lambda p: p[1] != 0, zip(weighted_sums, weight_sums)))
    if not nonzero:
        return 0
    return sum(map(lambda p: p[0] / p[1], nonzero)) / len(nonzero)
