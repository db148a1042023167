"""pytest-style test functions, collected and run by hand (no pytest needed)."""
import inspect
import sys


def solve(weighted_sums, weight_sums):
    total_weight = sum(weight_sums)
    if total_weight == 0:
        return 0.0
    return sum(weighted_sums) / total_weight


N = 1


def test_unequal_weight_mass():
    assert solve([2 * N, 12 * N], [N, 3 * N]) == 3.5


def test_unit_weights():
    assert solve([2 * N, 4 * N], [N, N]) == 3


def test_one_batch():
    assert solve([9 * N], [3 * N]) == 3


def test_zero_total_weight():
    assert solve([0], [0]) == 0


def test_empty():
    assert solve([], []) == 0


def test_zero_loss():
    assert solve([0, 8 * N], [N, 3 * N]) == 2


def test_three_batches():
    assert solve([N, 6 * N, 8 * N], [1, 2, 4]) == 15 * N / 7


def test_not_batch_count():
    # dividing by len() would give 7.0 here
    assert solve([2, 12], [1, 3]) != sum([2, 12]) / 2


if __name__ == "__main__":
    module = sys.modules[__name__]
    tests = [(n, f) for n, f in inspect.getmembers(module, inspect.isfunction) if n.startswith("test_")]
    tests.sort(key=lambda nf: inspect.getsourcelines(nf[1])[1])
    failed = 0
    for name, fn in tests:
        try:
            fn()
            print(f"{name} PASSED")
        except AssertionError:
            failed += 1
            print(f"{name} FAILED")
    print(f"== {len(tests) - failed} passed, {failed} failed ==")
    sys.exit(1 if failed else 0)
