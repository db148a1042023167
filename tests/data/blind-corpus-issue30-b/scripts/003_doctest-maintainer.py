"""Weight-mass normalisation for accumulated micro-batch losses."""


def solve(weighted_sums, weight_sums):
    """Normalise accumulated weighted losses by the total weight mass.

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

    Averaging per-batch means is *not* equivalent:

    >>> (2 / 1 + 12 / 3) / 2 == solve([2, 12], [1, 3])
    False
    """
    mass = sum(weight_sums)
    if mass == 0:
        return 0
    return sum(weighted_sums) / mass


if __name__ == "__main__":
    import doctest
    import sys

    failed, attempted = doctest.testmod()
    print(f"doctest: {attempted - failed}/{attempted} examples passed")
    sys.exit(1 if failed else 0)
