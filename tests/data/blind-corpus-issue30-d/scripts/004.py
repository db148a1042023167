"""Weight-mass normalisation for accumulated micro-batch losses.

>>> solve([2, 12], [1, 3])
3.5
>>> solve([2, 4], [1, 1])
3.0
>>> solve([9], [3])
3.0
>>> solve([0], [0])
0
>>> solve([], [])
0
>>> solve([0, 8], [1, 3])
2.0
>>> solve([1, 6, 8], [1, 2, 4]) == 15 / 7
True
>>> solve([1.5], [0.5])
3.0
"""
import doctest
import sys


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        return 0
    return sum(weighted_sums) / mass


if __name__ == "__main__":
    result = doctest.testmod(verbose=False)
    print(f"doctest: attempted={result.attempted} failed={result.failed}")
    sys.exit(1 if result.failed else 0)
