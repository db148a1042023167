import sys

ACCUM_STEPS = 2


def solve(weighted_sums, weight_sums):
    # the "fix" from the forum: divide the summed per-batch means by accumulation steps
    total = 0.0
    for s, w in zip(weighted_sums, weight_sums):
        if w:
            total += s / w
    return total / ACCUM_STEPS


ok = True
for args, want in [(([2, 12], [1, 3]), 3.5), (([0], [0]), 0), (([], []), 0)]:
    got = solve(*args)
    print(f"{args} -> {got} (want {want})")
    ok = ok and abs(got - want) < 1e-9
print("PASS" if ok else "FAIL")
sys.exit(0 if ok else 1)
