"""Markdown incident report for the repair, with a digest of the repaired source."""
import hashlib
import inspect

N = 1


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        return 0.0
    return sum(weighted_sums) / mass


FIXTURES = [
    ("unequal weight mass", [2 * N, 12 * N], [N, 3 * N], 3.5),
    ("unit weights", [2 * N, 4 * N], [N, N], 3),
    ("one batch", [9 * N], [3 * N], 3),
    ("zero total weight", [0], [0], 0),
    ("empty", [], [], 0),
    ("zero loss", [0, 8 * N], [N, 3 * N], 2),
    ("three batches", [N, 6 * N, 8 * N], [1, 2, 4], 15 * N / 7),
]


def main():
    source = inspect.getsource(solve)
    digest = hashlib.sha256(source.encode("utf-8")).hexdigest()
    rows = [(name, solve(s, w), e) for name, s, w, e in FIXTURES]
    passed = all(a == e for _, a, e in rows)
    print("# Gradient accumulation weighting: repair")
    print()
    print("Contract: divide the summed weighted contributions by the total weight mass; zero mass yields zero.")
    print()
    print("```python")
    print(source.rstrip())
    print("```")
    print()
    print("| Boundary fixture | Actual | Expected | Outcome |")
    print("|---|---|---|---|")
    for name, actual, expected in rows:
        print(f"| {name} | {actual} | {expected} | {'Passed' if actual == expected else 'Failed'} |")
    print()
    print(f"SHA-256 of repaired source / {digest}")
    print(f"Exit {0 if passed else 1}")
    return 0 if passed else 1


if __name__ == "__main__":
    raise SystemExit(main())
