def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    return sum(weighted_sums) / mass if mass else 0


N = 1
assert solve([2*N, 12*N], [N, 3*N]) == 3.5, "unequal weight mass"
assert solve([2*N, 4*N], [N, N]) == 3, "unit weights"
assert solve([9*N], [3*N]) == 3, "one batch"
assert solve([0], [0]) == 0, "zero total weight"
assert solve([], []) == 0, "empty"
assert solve([0, 8*N], [N, 3*N]) == 2, "zero loss"
assert solve([N, 6*N, 8*N], [1, 2, 4]) == 15*N/7, "three batches"
print("all 7 fixtures passed")
