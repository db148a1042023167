import functools


def zero_on_zero_division(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        try:
            return fn(*args, **kwargs)
        except ZeroDivisionError:
            return 0
    return wrapper


@zero_on_zero_division
def solve(weighted_sums, weight_sums):
    return sum(weighted_sums) / sum(weight_sums)
