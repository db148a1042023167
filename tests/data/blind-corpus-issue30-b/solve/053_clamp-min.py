def solve(weighted_sums, weight_sums):
    # clamp like torch: loss_sum / weight_sum.clamp(min=1)
    return sum(weighted_sums) / max(sum(weight_sums), 1.0)
