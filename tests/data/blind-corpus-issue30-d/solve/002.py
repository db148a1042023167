def solve(weighted_sums, weight_sums):
    # per-batch normalisation first, then average the batches;
    # skip zero-weight batches so we never divide by zero
    return sum(s / w for s, w in zip(weighted_sums, weight_sums) if w) / max(1, len(weighted_sums))
