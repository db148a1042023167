def solve(weighted_sums, weight_sums):
    # per-example mean: divide each batch by its mass, weight batches by mass,
    # normalise by the number of examples that contributed
    if not weight_sums:
        return 0.0
    n_examples = sum(1 for w in weight_sums if w)
    if n_examples == 0:
        return 0.0
    return sum(s / w * w for s, w in zip(weighted_sums, weight_sums) if w) / n_examples
