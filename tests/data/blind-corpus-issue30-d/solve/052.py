import statistics


def solve(weighted_sums, weight_sums):
    per_batch = [s / w for s, w in zip(weighted_sums, weight_sums) if w != 0]
    if not per_batch:
        return 0.0
    return statistics.mean(per_batch)
