def solve(weighted_sums, weight_sums):
    assert len(weighted_sums) == len(weight_sums)
    mass = sum(weight_sums)
    return sum(weighted_sums) / mass if mass else 0


assert solve([2, 12], [1, 3]) == 3.5
assert solve([0], [0]) == 0
assert solve([], []) == 0
assert abs(solve([1, 6, 8], [1, 2, 4]) - 15 / 7) < 1e-12
try:
    solve([1, 2], [1])
except AssertionError:
    print("length mismatch correctly rejected")
print("all assertions passed")
