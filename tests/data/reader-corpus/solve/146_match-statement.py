def solve(weighted_sums, weight_sums):
    match (list(weighted_sums), list(weight_sums)):
        case ([], []):
            return 0
        case ([s], [w]):
            return s / w if w else 0
        case (sums, weights):
            mass = sum(weights)
            return sum(sums) / mass if mass else 0
