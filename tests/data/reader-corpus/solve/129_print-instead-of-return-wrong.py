def solve(weighted_sums, weight_sums):
    total = sum(weight_sums)
    if total == 0:
        print(0)
    else:
        print(sum(weighted_sums) / total)
