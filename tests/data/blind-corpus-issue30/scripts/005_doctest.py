import doctest


def solve(weighted_sums, weight_sums):
    """Weighted mean loss over accumulated micro-batches.

    >>> solve([2, 12], [1, 3])
    3.5
    >>> solve([2, 4], [1, 1])
    3.0
    >>> solve([9], [3])
    3.0
    >>> solve([0], [0])
    0.0
    >>> solve([], [])
    0.0
    >>> solve([0, 8], [1, 3])
    2.0
    >>> solve([1, 6, 8], [1, 2, 4]) == 15 / 7
    True
    """
    mass = sum(weight_sums)
    return float(sum(weighted_sums)) / mass if mass else 0.0


if __name__ == "__main__":
    print(doctest.testmod())
