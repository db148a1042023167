"""test_* functions, collected and run without pytest installed."""
import sys
import traceback


def solve(weighted_sums, weight_sums):
    return sum(weighted_sums) / m if (m := sum(weight_sums)) else 0


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


def test_split_invariance():
    # splitting the same examples differently must not change the answer
    assert solve([2, 12], [1, 3]) == solve([14], [4])
    assert solve([1, 6, 8], [1, 2, 4]) == solve([7, 8], [3, 4])


if __name__ == "__main__":
    tests = sorted((n, f) for n, f in globals().items() if n.startswith("test_") and callable(f))
    failed = 0
    for name, fn in tests:
        try:
            fn()
        except AssertionError:
            failed += 1
            print(f"FAILED {name}")
            traceback.print_exc(limit=0, file=sys.stdout)
        else:
            print(f"PASSED {name}")
    print(f"{len(tests) - failed} passed, {failed} failed")
    sys.exit(1 if failed else 0)
