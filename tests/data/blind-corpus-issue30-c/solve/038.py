def solve(weighted_sums, weight_sums):
    numerator = sum(weighted_sums)
    denominator = sum(weight_sums)
    match denominator:
        case 0 | 0.0:
            return 0.0
        case _:
            return numerator / denominator
