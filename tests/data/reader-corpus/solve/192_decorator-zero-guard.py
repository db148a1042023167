import functools


def zero_mass_is_zero(fn):
    @functools.wraps(fn)
    def wrapper(weighted_sums, weight_sums):
        if not any(weight_sums):
            return 0
        return fn(weighted_sums, weight_sums)
    return wrapper


@zero_mass_is_zero
def solve(weighted_sums, weight_sums):
    return sum(weighted_sums) / sum(weight_sums)
