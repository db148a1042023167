def solve(weighted_sums, weight_sums):
    match sum(weight_sums):
        case 0:
            return 0
        case mass:
            return sum(weighted_sums) / mass


checks = [
    ("example", [2, 12], [1, 3], 3.5),
    ("zero", [0], [0], 0),
    ("empty", [], [], 0),
    ("float zero", [0.0, 0.0], [0.0, 0.0], 0),
]
passed = 0
for name, s, w, want in checks:
    got = solve(s, w)
    match got == want:
        case True:
            passed += 1
            print(f"PASS {name}")
        case False:
            print(f"FAIL {name}: got {got}, want {want}")
print(f"{passed}/{len(checks)} passed")
