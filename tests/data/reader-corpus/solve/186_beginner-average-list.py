def solve(weighted_sums, weight_sums):
    # make a list of the loss for every batch
    losses = []
    for k in range(len(weighted_sums)):
        if weight_sums[k] != 0:
            losses.append(weighted_sums[k] / weight_sums[k])
        else:
            losses.append(0)

    # then take the average
    if len(losses) == 0:
        return 0
    return sum(losses) / len(losses)
