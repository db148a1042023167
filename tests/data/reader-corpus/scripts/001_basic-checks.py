def solve(weighted_sums, weight_sums):
    total = sum(weight_sums)
    if total == 0:
        return 0
    return sum(weighted_sums) / total


print(solve([2, 12], [1, 3]))
print(solve([0], [0]))
print(solve([], []))
print(solve([1, 6, 8], [1, 2, 4]))
