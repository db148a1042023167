import math

def solve(weighted_sums, weight_sums):
    if not weight_sums:
        return 0.0
    return math.fsum(weighted_sums) / math.fsum(weight_sums)

CASES = [
    ("unequal weight mass", [2, 12], [1, 3], 3.5),
    ("unit weights", [2, 4], [1, 1], 3),
    ("one batch", [9], [3], 3),
    ("zero total weight", [0], [0], 0),
    ("empty", [], [], 0),
    ("zero loss", [0, 8], [1, 3], 2),
    ("three batches", [1, 6, 8], [1, 2, 4], 15 / 7),
]

print("| Boundary fixture | Actual | Expected | Outcome |")
print("|---|---|---|---|")
n_pass = 0
for name, s, w, e in CASES:
    try:
        a = solve(s, w)
        outcome = "Passed" if a == e else "Failed"
    except ZeroDivisionError:
        a, outcome = "ZeroDivisionError", "Error"
    n_pass += outcome == "Passed"
    print(f"| {name} | {a} | {e} | {outcome} |")
print(f"\n{n_pass} of {len(CASES)} passed")
