from itertools import accumulate, starmap
from operator import truediv


def solve(weighted_sums, weight_sums):
    running = list(zip(accumulate(weighted_sums), accumulate(weight_sums)))
    if not running or running[-1][1] == 0:
        return 0
    return truediv(*running[-1])


sums, weights = [1, 6, 8], [1, 2, 4]
print("running means:", [round(x, 4) for x in starmap(truediv, zip(accumulate(sums), accumulate(weights)))])
print("final:", solve(sums, weights))
print("checks:", solve([2, 12], [1, 3]) == 3.5, solve([0], [0]) == 0, solve([], []) == 0)
