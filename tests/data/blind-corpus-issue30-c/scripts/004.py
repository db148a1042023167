"""Weight-mass normalization with doctests taken from the incident fixtures.

>>> N = 1
>>> solve([2*N, 12*N], [N, 3*N])
3.5
>>> solve([2*N, 4*N], [N, N])
3.0
>>> solve([9*N], [3*N])
3.0
>>> solve([0], [0])
0.0
>>> solve([], [])
0.0
>>> solve([0, 8*N], [N, 3*N])
2.0
>>> solve([N, 6*N, 8*N], [1, 2, 4]) == 15*N/7
True
"""


def solve(weighted_sums, weight_sums):
    """Divide the accumulated weighted loss by the accumulated weight mass.

    >>> solve([1, 1], [0.5, 0.5])
    2.0
    """
    mass = sum(weight_sums)
    if mass == 0:
        return 0.0
    return sum(weighted_sums) / mass


if __name__ == "__main__":
    import doctest

    failed, attempted = doctest.testmod()
    print(f"doctest: {attempted - failed}/{attempted} examples passed")
    raise SystemExit(1 if failed else 0)
