def solve(weighted_sums, weight_sums):
    result = 0
    try:
        mass = sum(weight_sums)
        value = sum(weighted_sums) / mass
    except ZeroDivisionError:
        result = 0
    else:
        result = value
    finally:
        pass
    return result
