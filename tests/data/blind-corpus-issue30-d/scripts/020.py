"""Minimal check registry built with a decorator."""
import sys

REGISTRY = []


def check(label, expected):
    def decorator(fn):
        REGISTRY.append((label, fn, expected))
        return fn
    return decorator


def solve(weighted_sums, weight_sums):
    total_mass = sum(weight_sums)
    if total_mass == 0:
        return 0
    return sum(weighted_sums) / total_mass


N = 1


@check("unequal weight mass", 3.5)
def _c1():
    return solve([2*N, 12*N], [N, 3*N])


@check("unit weights", 3)
def _c2():
    return solve([2*N, 4*N], [N, N])


@check("one batch", 3)
def _c3():
    return solve([9*N], [3*N])


@check("zero total weight", 0)
def _c4():
    return solve([0], [0])


@check("empty", 0)
def _c5():
    return solve([], [])


@check("zero loss", 2)
def _c6():
    return solve([0, 8*N], [N, 3*N])


@check("three batches", 15*N/7)
def _c7():
    return solve([N, 6*N, 8*N], [1, 2, 4])


@check("mass below one", 1.5)
def _c8():
    return solve([0.375], [0.25])


class Runner:
    def __init__(self, registry):
        self.registry = registry
        self.failures = []

    def run(self):
        for label, fn, expected in self.registry:
            actual = fn()
            status = "ok" if actual == expected else "FAIL"
            if status != "ok":
                self.failures.append(label)
            print(f"{status:>4} | {label:<20} | {actual!r}")
        return not self.failures


if __name__ == "__main__":
    runner = Runner(REGISTRY)
    sys.exit(0 if runner.run() else 1)
