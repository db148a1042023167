def solve(weighted_sums, weight_sums):
    # add up all the losses
    total_loss = 0
    i = 0
    while i < len(weighted_sums):
        total_loss = total_loss + weighted_sums[i]
        i = i + 1

    # add up all the weights
    total_weight = 0
    j = 0
    while j < len(weight_sums):
        total_weight = total_weight + weight_sums[j]
        j = j + 1

    # can't divide by zero
    if total_weight == 0:
        return 0

    answer = total_loss / total_weight
    return answer
