import copy


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    return sum(weighted_sums) / mass if mass else 0


s = [1, 6, 8]
w = [1, 2, 4]
s0, w0 = copy.deepcopy(s), copy.deepcopy(w)
first = solve(s, w)
second = solve(s, w)
print("deterministic:", first == second)
print("inputs untouched:", s == s0 and w == w0)
print("tuples ok:", solve((2, 12), (1, 3)))
print("generators?", end=" ")
try:
    print(solve(iter([2, 12]), iter([1, 3])))
except TypeError as e:
    print("TypeError", e)
