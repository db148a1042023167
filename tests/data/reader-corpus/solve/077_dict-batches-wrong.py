def solve(weighted_sums, weight_sums):
    stats = {"loss": 0.0, "batches": 0}
    for s, w in zip(weighted_sums, weight_sums):
        stats["loss"] += s / w if w else 0.0
        stats["batches"] += 1
    return stats["loss"] / stats["batches"] if stats["batches"] else 0.0
