def solve(weighted_sums, weight_sums):
    match sum(weight_sums):
        case 0 | 0.0:
            return 0
        case mass:
            return sum(weighted_sums) / mass
