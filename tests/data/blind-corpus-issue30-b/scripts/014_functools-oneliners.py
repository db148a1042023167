from functools import reduce
from itertools import starmap
from operator import eq

solve = lambda ws, w: (m := sum(w)) and sum(ws) / m or 0

FIX = (([2, 12], [1, 3], 3.5), ([2, 4], [1, 1], 3), ([9], [3], 3), ([0], [0], 0),
       ([], [], 0), ([0, 8], [1, 3], 2), ([1, 6, 8], [1, 2, 4], 15 / 7))

results = list(starmap(lambda ws, w, e: eq(solve(ws, w), e), FIX))
print("".join(".F"[not r] for r in results), reduce(lambda a, b: a and b, results, True))
raise SystemExit(not all(results))
