import math

def solve(weighted_sums, weight_sums):
    m = math.fsum(weight_sums)
    return math.fsum(weighted_sums) / m if m else 0.0

tests = [
    ([2, 12], [1, 3], 3.5),
    ([2, 4], [1, 1], 3),
    ([9], [3], 3),
    ([0], [0], 0),
    ([], [], 0),
    ([0, 8], [1, 3], 2),
    ([1, 6, 8], [1, 2, 4], 15 / 7),
    ([0.5, 0.25], [0.5, 0.5], 0.75),   # fractional masses, not in the record
]
for i, (s, w, want) in enumerate(tests):
    got = solve(s, w)
    print(i, "ok " if math.isclose(got, want, rel_tol=1e-12, abs_tol=1e-12) else "BAD", got)
