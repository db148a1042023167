def solve(weighted_sums, weight_sums):
    per_batch = []
    for s, w in zip(weighted_sums, weight_sums):
        if w == 0:
            continue  # skip empty micro-batches
        per_batch.append(s / w)
    return sum(per_batch) / len(per_batch) if per_batch else 0.0
