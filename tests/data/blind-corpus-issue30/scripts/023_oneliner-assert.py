solve = lambda a, b: sum(a) / sum(b) if sum(b) else 0
assert all(solve(a, b) == e for a, b, e in [([2, 12], [1, 3], 3.5), ([2, 4], [1, 1], 3), ([9], [3], 3), ([0], [0], 0), ([], [], 0), ([0, 8], [1, 3], 2), ([1, 6, 8], [1, 2, 4], 15 / 7)])
print("ok")
