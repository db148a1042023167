import sys


def solve(weighted_sums, weight_sums):
    total_w = sum(weight_sums)
    if total_w == 0:
        return 0
    return sum(weighted_sums) // total_w   # ints in, ints out


CHECKS = [
    ("unequal weight mass", ([2, 12], [1, 3]), 3.5),
    ("unit weights", ([2, 4], [1, 1]), 3),
    ("one batch", ([9], [3]), 3),
    ("zero total weight", ([0], [0]), 0),
    ("empty", ([], []), 0),
    ("zero loss", ([0, 8], [1, 3]), 2),
    ("three batches", ([1, 6, 8], [1, 2, 4]), 15 / 7),
]

failed = [(n, solve(*args), e) for n, args, e in CHECKS if solve(*args) != e]
for n, got, e in failed:
    print(f"FAILED {n}: {got} != {e}", file=sys.stdout)
print(f"{len(CHECKS) - len(failed)}/{len(CHECKS)} checks passed")
if failed:
    sys.exit(1)
