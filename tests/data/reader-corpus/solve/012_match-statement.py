def solve(weighted_sums, weight_sums):
    match (sum(weighted_sums), sum(weight_sums)):
        case (_, 0) | (_, 0.0):
            return 0
        case (num, den):
            return num / den
