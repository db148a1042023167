def solve(weighted_sums, weight_sums):
    total_loss = 0.0
    total_weight = 0.0
    for s in weighted_sums:
        total_loss += s
    for w in weight_sums:
        total_weight += w
    if total_weight == 0:
        return 0.0
    return total_loss / total_weight
