def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    match mass:
        case 0 | 0.0:
            return 0.0
        case _:
            return sum(weighted_sums) / mass
