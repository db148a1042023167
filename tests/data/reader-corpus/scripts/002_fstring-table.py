import math


def solve(weighted_sums, weight_sums):
    mass = math.fsum(weight_sums)
    return math.fsum(weighted_sums) / mass if mass else 0.0


cases = [
    ([2, 12], [1, 3], 3.5),
    ([0], [0], 0),
    ([], [], 0),
    ([1, 6, 8], [1, 2, 4], 15 / 7),
]

print(f"{'inputs':<28} | {'got':>10} | {'want':>10} | ok")
print("-" * 60)
for sums, weights, want in cases:
    got = solve(sums, weights)
    ok = math.isclose(got, want, rel_tol=1e-12, abs_tol=1e-12)
    label = f"{sums}/{weights}"
    print(f"{label:<28} | {got:>10.6f} | {want:>10.6f} | {'yes' if ok else 'NO'}")
