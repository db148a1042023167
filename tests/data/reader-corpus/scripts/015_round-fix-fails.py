import sys


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        return 0
    return round(sum(weighted_sums) / mass, 3)


expected = {
    "a": (([2, 12], [1, 3]), 3.5),
    "b": (([0], [0]), 0),
    "c": (([], []), 0),
    "d": (([1, 6, 8], [1, 2, 4]), 15 / 7),
}
bad = []
for key, (args, want) in expected.items():
    got = solve(*args)
    status = "ok" if got == want else "mismatch"
    print(f"{key}: got={got} want={want} {status}")
    if got != want:
        bad.append(key)
if bad:
    print("failed:", ", ".join(bad))
    sys.exit(1)
print("all good")
