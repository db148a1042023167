def solve(weighted_sums, weight_sums):
    if len(weighted_sums) == 0:
        return 0
    return sum(weighted_sums) / sum(weight_sums)


assert solve([2, 12], [1, 3]) == 3.5
assert solve([2, 4], [1, 1]) == 3
assert solve([9], [3]) == 3
assert solve([], []) == 0
assert solve([0, 8], [1, 3]) == 2
assert solve([1, 6, 8], [1, 2, 4]) == 15 / 7
assert solve([0], [0]) == 0
print("all good")
