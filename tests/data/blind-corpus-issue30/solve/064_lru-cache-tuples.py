from functools import lru_cache


@lru_cache(maxsize=1024)
def _solve_cached(weighted_sums: tuple, weight_sums: tuple) -> float:
    mass = sum(weight_sums)
    return sum(weighted_sums) / mass if mass else 0.0


def solve(weighted_sums, weight_sums):
    return _solve_cached(tuple(weighted_sums), tuple(weight_sums))
