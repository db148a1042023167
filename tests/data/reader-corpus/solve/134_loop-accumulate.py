def solve(weighted_sums, weight_sums):
    # accumulate numerator and denominator separately, like the trainer does
    num = 0.0
    den = 0.0
    for i in range(len(weighted_sums)):
        num += weighted_sums[i]
        den += weight_sums[i]
    if den == 0:
        return 0
    return num / den
