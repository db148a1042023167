"""Tiny registry-based harness: decorate checks, run them all, report."""
import sys
import traceback

CHECKS = []


def check(label):
    def register(fn):
        CHECKS.append((label, fn))
        return fn
    return register


class WeightedLossAccumulator:
    def __init__(self):
        self.weighted = 0
        self.mass = 0

    def update(self, weighted_sum, weight_sum):
        self.weighted += weighted_sum
        self.mass += weight_sum
        return self

    def compute(self):
        return self.weighted / self.mass if self.mass else 0.0


def solve(weighted_sums, weight_sums):
    acc = WeightedLossAccumulator()
    for s, w in zip(weighted_sums, weight_sums):
        acc.update(s, w)
    return acc.compute()


N = 1


@check("unequal weight mass")
def _():
    assert solve([2 * N, 12 * N], [N, 3 * N]) == 3.5


@check("unit weights")
def _():
    assert solve([2 * N, 4 * N], [N, N]) == 3


@check("one batch")
def _():
    assert solve([9 * N], [3 * N]) == 3


@check("zero total weight")
def _():
    assert solve([0], [0]) == 0


@check("empty")
def _():
    assert solve([], []) == 0


@check("zero loss")
def _():
    assert solve([0, 8 * N], [N, 3 * N]) == 2


@check("three batches")
def _():
    assert solve([N, 6 * N, 8 * N], [1, 2, 4]) == 15 * N / 7


@check("accumulator reuse is independent")
def _():
    a = WeightedLossAccumulator().update(2, 1).update(12, 3)
    b = WeightedLossAccumulator().update(9, 3)
    assert (a.compute(), b.compute()) == (3.5, 3.0)


def run():
    failed = 0
    for label, fn in CHECKS:
        try:
            fn()
        except AssertionError:
            failed += 1
            print(f"[FAIL] {label}")
            traceback.print_exc(limit=1, file=sys.stdout)
        else:
            print(f"[ ok ] {label}")
    print(f"{len(CHECKS) - failed} passed, {failed} failed")
    return failed


if __name__ == "__main__":
    sys.exit(1 if run() else 0)
