from itertools import product


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        return 0.0
    return sum(weighted_sums) / mass


def cases(N):
    return [
        ("unequal weight mass", [2 * N, 12 * N], [N, 3 * N], 3.5),
        ("unit weights", [2 * N, 4 * N], [N, N], 3),
        ("one batch", [9 * N], [3 * N], 3),
        ("zero total weight", [0], [0], 0),
        ("empty", [], [], 0),
        ("zero loss", [0, 8 * N], [N, 3 * N], 2),
        ("three batches", [N, 6 * N, 8 * N], [1, 2, 4], 15 * N / 7),
    ]


failures = []
for N, idx in product((1, 2, 3, 10, 1000), range(7)):
    name, ws, w, exp = cases(N)[idx]
    got = solve(ws, w)
    if got != exp:
        failures.append((N, name, got, exp))

print(f"checked {5 * 7} (N, case) pairs")
for N, name, got, exp in failures:
    print(f"  N={N:<5} {name:<20} got={got!r} expected={exp!r}")
print("OK" if not failures else f"{len(failures)} failure(s)")
