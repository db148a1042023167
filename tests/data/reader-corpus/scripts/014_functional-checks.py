from functools import reduce
from operator import add
import math


def solve(weighted_sums, weight_sums):
    num, den = reduce(
        lambda acc, p: tuple(map(add, acc, p)),
        zip(weighted_sums, weight_sums, strict=True),
        (0, 0),
    )
    return num / den if den else 0


cases = [(([2, 12], [1, 3]), 3.5), (([0], [0]), 0), (([], []), 0), (([1, 6, 8], [1, 2, 4]), 15 / 7)]
results = list(map(lambda c: math.isclose(solve(*c[0]), c[1]), cases))
print(results)
print("all ok" if all(results) else f"{results.count(False)} failing")
