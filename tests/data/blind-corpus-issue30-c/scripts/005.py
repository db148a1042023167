def solve(weighted_sums, weight_sums):
    m = sum(weight_sums)
    return sum(weighted_sums) / m if m else 0.0


N = 1
assert solve([2 * N, 12 * N], [N, 3 * N]) == 3.5
assert solve([2 * N, 4 * N], [N, N]) == 3
assert solve([9 * N], [3 * N]) == 3
assert solve([0], [0]) == 0
assert solve([], []) == 0
assert solve([0, 8 * N], [N, 3 * N]) == 2
assert solve([N, 6 * N, 8 * N], [1, 2, 4]) == 15 * N / 7
print("all 7 fixture asserts passed")
