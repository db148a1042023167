def solve(weighted_sums, weight_sums):
    match (list(weighted_sums), list(weight_sums)):
        case ([], []):
            return 0.0
        case (sums, weights):
            mass = sum(weights)
            if mass == 0:
                return 0.0
            return sum(sums) / mass
