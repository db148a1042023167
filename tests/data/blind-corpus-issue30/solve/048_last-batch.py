def solve(weighted_sums, weight_sums):
    loss = 0.0
    for s, w in zip(weighted_sums, weight_sums):
        if w:
            loss = s / w
    return loss
