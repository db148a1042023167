from functools import lru_cache


@lru_cache(maxsize=1024)
def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    return sum(weighted_sums) / mass if mass else 0.0
