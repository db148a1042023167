def solve(weighted_sums, weight_sums):
    i = 0
    n = len(weight_sums)
    a = 0
    b = 0
    while i < n:
        a += weighted_sums[i]
        b += weight_sums[i]
        i += 1
    if b == 0:
        return 0
    return a / b
