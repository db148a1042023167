def solve(weighted_sums, weight_sums):
    total = 0
    count = 0
    for i in range(len(weighted_sums)):
        total = total + weighted_sums[i]
        count = count + weight_sums[i]
    if count == 0:
        return 0
    average = total / count
    return average
