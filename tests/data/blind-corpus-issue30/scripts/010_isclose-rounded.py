import math


def solve(weighted_sums, weight_sums):
    w = sum(weight_sums)
    return round(sum(weighted_sums) / w, 4) if w else 0.0


CASES = {
    "unequal weight mass": ([2, 12], [1, 3], 3.5),
    "unit weights": ([2, 4], [1, 1], 3),
    "one batch": ([9], [3], 3),
    "zero total weight": ([0], [0], 0),
    "empty": ([], [], 0),
    "zero loss": ([0, 8], [1, 3], 2),
    "three batches": ([1, 6, 8], [1, 2, 4], 15 / 7),
}

all_ok = True
for name, (s, w, want) in CASES.items():
    got = solve(s, w)
    ok = math.isclose(got, want, abs_tol=1e-3)
    all_ok &= ok
    print(f"{name:20s} {got:<10} {'✓' if ok else '✗'}")
print("PASS" if all_ok else "FAIL")
