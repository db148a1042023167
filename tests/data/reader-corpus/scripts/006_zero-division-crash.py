def solve(weighted_sums, weight_sums):
    return sum(weighted_sums) / sum(weight_sums)


print("example:", solve([2, 12], [1, 3]))
print("three:", solve([1, 6, 8], [1, 2, 4]))
print("padding:", solve([0], [0]))
print("unreachable")
