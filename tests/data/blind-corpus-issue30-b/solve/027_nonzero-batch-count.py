def solve(weighted_sums, weight_sums):
    # only batches that actually carried weight should count
    live = [s for s, w in zip(weighted_sums, weight_sums) if w > 0]
    if not live:
        return 0
    return sum(live) / len(live)
