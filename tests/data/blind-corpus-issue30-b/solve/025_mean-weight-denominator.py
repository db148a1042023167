from statistics import mean


def solve(weighted_sums, weight_sums):
    if not weight_sums:
        return 0
    avg_w = mean(weight_sums)
    if avg_w == 0:
        return 0
    # scale the per-batch mean by the average weight per batch
    return mean(weighted_sums) / avg_w
