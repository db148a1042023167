def solve(weighted_sums, weight_sums):
    return sum(weighted_sums) / m if (m := sum(weight_sums)) else 0
