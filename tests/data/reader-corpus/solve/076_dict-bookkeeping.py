def solve(weighted_sums, weight_sums):
    stats = {"loss": 0, "tokens": 0, "batches": 0}
    for s, w in zip(weighted_sums, weight_sums):
        stats["loss"] += s
        stats["tokens"] += w
        stats["batches"] += 1
    if stats["tokens"] == 0:
        return 0
    return stats["loss"] / stats["tokens"]
