def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    return sum(weighted_sums) / mass if mass else 0.0


N = 1
cases = [
    ("unequal weight mass", [2 * N, 12 * N], [N, 3 * N], 3.5),
    ("unit weights", [2 * N, 4 * N], [N, N], 3),
    ("one batch", [9 * N], [3 * N], 3),
    ("zero total weight", [0], [0], 0),
    ("empty", [], [], 0),
    ("zero loss", [0, 8 * N], [N, 3 * N], 2),
    ("three batches", [N, 6 * N, 8 * N], [1, 2, 4], 15 * N / 7),
]

print(f"{'case':<22}{'actual':>20}{'expected':>20}  ok")
print("-" * 66)
failed = 0
for name, s, w, exp in cases:
    got = solve(s, w)
    ok = got == exp
    failed += not ok
    print(f"{name:<22}{got!r:>20}{exp!r:>20}  {'yes' if ok else 'NO'}")
print("-" * 66)
print(f"{len(cases) - failed}/{len(cases)} passed")
