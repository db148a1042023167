def solve(weighted_sums, weight_sums):
    ratios = [s / w for s, w in zip(weighted_sums, weight_sums) if w]
    return sum(ratios) / len(ratios) if ratios else 0.0


assert solve([2, 4], [1, 1]) == 3
assert solve([9], [3]) == 3
assert solve([0], [0]) == 0
assert solve([], []) == 0
assert solve([2, 12], [1, 3]) == 3.5, solve([2, 12], [1, 3])
assert solve([0, 8], [1, 3]) == 2
assert solve([1, 6, 8], [1, 2, 4]) == 15 / 7
print("all good")
