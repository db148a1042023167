import statistics


def solve(weighted_sums, weight_sums):
    per_batch = [s / w for s, w in zip(weighted_sums, weight_sums) if w]
    return statistics.mean(per_batch) if per_batch else 0.0
