"""Accumulation window as a context manager; result computed on exit."""
import sys


class AccumulationWindow:
    def __init__(self):
        self.weighted_sums = []
        self.weight_sums = []
        self.result = None

    def __enter__(self):
        return self

    def add(self, weighted_sum, weight_sum):
        self.weighted_sums.append(weighted_sum)
        self.weight_sums.append(weight_sum)

    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            self.result = solve(self.weighted_sums, self.weight_sums)
        return False


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        return 0
    return sum(weighted_sums) / mass


FIXTURES = [
    ("unequal weight mass", [(2, 1), (12, 3)], 3.5),
    ("unit weights", [(2, 1), (4, 1)], 3),
    ("one batch", [(9, 3)], 3),
    ("zero total weight", [(0, 0)], 0),
    ("empty", [], 0),
    ("zero loss", [(0, 1), (8, 3)], 2),
    ("three batches", [(1, 1), (6, 2), (8, 4)], 15 / 7),
]


def main():
    failures = []
    for label, steps, expected in FIXTURES:
        with AccumulationWindow() as window:
            for s, w in steps:
                window.add(s, w)
        status = "pass" if window.result == expected else "fail"
        if status == "fail":
            failures.append(label)
        print(f"{label:<22} {len(steps)} step(s) -> {window.result!r:<20} {status}")
    print("failures:", failures or "none")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
