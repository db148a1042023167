import statistics


def solve(weighted_sums, weight_sums):
    per_batch = [s / w for s, w in zip(weighted_sums, weight_sums) if w > 0]
    if len(per_batch) == 0:
        return 0
    return statistics.mean(per_batch)
