from functools import wraps


def validated(func):
    @wraps(func)
    def inner(weighted_sums, weight_sums):
        if len(weighted_sums) != len(weight_sums):
            raise ValueError(f"expected equal lengths, got {len(weighted_sums)} and {len(weight_sums)}")
        return func(list(weighted_sums), list(weight_sums))
    return inner


@validated
def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    return sum(weighted_sums) / mass if mass else 0
