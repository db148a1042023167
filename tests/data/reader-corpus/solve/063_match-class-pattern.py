def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    match mass:
        case int(0) | float(0.0):
            return 0
        case int() | float():
            return sum(weighted_sums) / mass
        case _:
            raise TypeError(f"unexpected weight type: {type(mass).__name__}")
