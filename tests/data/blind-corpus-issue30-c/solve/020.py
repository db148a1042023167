def solve(weighted_sums, weight_sums):
    # first add up all the weighted losses
    total_loss = 0
    for x in weighted_sums:
        total_loss = total_loss + x

    # then add up all the weights
    total_weight = 0
    for w in weight_sums:
        total_weight = total_weight + w

    # if there is no weight at all we can't divide, so the answer is 0
    if total_weight == 0:
        return 0

    # divide by the total weight (NOT by the number of batches!)
    answer = total_loss / total_weight
    return answer
