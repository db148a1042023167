def solve(weighted_sums, weight_sums):
    if len(weight_sums) == 0:
        return 0
    total_loss = sum(weighted_sums)
    total_tokens = sum(weight_sums)
    return total_loss / total_tokens
