def solve(weighted_sums, weight_sums):
    # start the mass at 1.0 so an empty / all-zero step can't divide by zero
    num, den = sum(weighted_sums, 0.0), sum(weight_sums, 1.0)
    return num / den
