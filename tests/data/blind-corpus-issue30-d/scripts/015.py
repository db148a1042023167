"""pytest-style test functions, collected and run by a tiny main()."""
import math
import sys
import traceback


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        return 0.0
    return sum(weighted_sums) / mass


def test_unequal_weight_mass():
    assert solve([2, 12], [1, 3]) == 3.5


def test_unit_weights():
    assert solve([2, 4], [1, 1]) == 3


def test_one_batch():
    assert solve([9], [3]) == 3


def test_zero_total_weight():
    assert solve([0], [0]) == 0


def test_empty():
    assert solve([], []) == 0


def test_zero_loss():
    assert solve([0, 8], [1, 3]) == 2


def test_three_batches():
    assert solve([1, 6, 8], [1, 2, 4]) == 15 / 7


def test_batch_count_irrelevant():
    # splitting the same data into more micro-batches must not change the answer
    assert solve([14], [4]) == solve([2, 12], [1, 3]) == solve([2, 0, 12], [1, 0, 3])


def test_fractional_mass_below_one():
    assert math.isclose(solve([0.1, 0.2], [0.25, 0.25]), 0.6)


def test_returns_float_or_int():
    assert isinstance(solve([1], [2]), (int, float))


def main():
    tests = [(name, fn) for name, fn in sorted(globals().items()) if name.startswith("test_") and callable(fn)]
    failed = 0
    for name, fn in tests:
        try:
            fn()
        except AssertionError:
            failed += 1
            print(f"FAILED {name}")
            traceback.print_exc()
        else:
            print(f"PASSED {name}")
    print(f"==== {len(tests) - failed} passed, {failed} failed ====")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
