def solve(weighted_sums, weight_sums):
    """Token-weighted loss over an accumulation window.

    >>> solve([2, 12], [1, 3])
    3.5
    >>> solve([0], [0])
    0
    >>> solve([], [])
    0
    >>> round(solve([1, 6, 8], [1, 2, 4]), 6)
    2.142857
    """
    mass = sum(weight_sums)
    if mass == 0:
        return 0
    return sum(weighted_sums) / mass


if __name__ == "__main__":
    import doctest

    results = doctest.testmod()
    print(f"attempted={results.attempted} failed={results.failed}")
