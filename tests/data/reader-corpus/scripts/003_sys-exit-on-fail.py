import sys


def solve(weighted_sums, weight_sums):
    n = len(weighted_sums)
    if n == 0:
        return 0
    return sum(weighted_sums) / n


failures = 0
for args, expected in [
    (([2, 12], [1, 3]), 3.5),
    (([0], [0]), 0),
    (([], []), 0),
    (([1, 6, 8], [1, 2, 4]), 15 / 7),
]:
    got = solve(*args)
    if abs(got - expected) > 1e-9:
        failures += 1
        print(f"FAIL solve{args} = {got!r}, expected {expected!r}")
    else:
        print(f"ok   solve{args} = {got!r}")

print(f"{failures} failure(s)")
if failures:
    sys.exit(1)
