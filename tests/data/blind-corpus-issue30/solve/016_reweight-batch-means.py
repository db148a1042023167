def solve(weighted_sums, weight_sums):
    # per-batch mean loss, then weight each batch mean by its weight mass
    total_mass = 0.0
    acc = 0.0
    for s, w in zip(weighted_sums, weight_sums):
        if w == 0:
            continue
        batch_mean = s / w
        acc += batch_mean * w
        total_mass += w
    return acc / total_mass if total_mass else 0.0
