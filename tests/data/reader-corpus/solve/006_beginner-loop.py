def solve(weighted_sums, weight_sums):
    total_loss = 0
    total_weight = 0
    for i in range(len(weighted_sums)):
        total_loss = total_loss + weighted_sums[i]
        total_weight = total_weight + weight_sums[i]
    if total_weight == 0:
        return 0
    else:
        return total_loss / total_weight
