def solve(weighted_sums, weight_sums):
    match weight_sums:
        case []:
            return 0
        case _:
            return sum(weighted_sums) / sum(weight_sums)
