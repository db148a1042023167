import statistics


def solve(weighted_sums, weight_sums):
    # Each micro-batch's mean weighted by its mass == total loss / total mass.
    pairs = [(s, w) for s, w in zip(weighted_sums, weight_sums) if w]
    if not pairs:
        return 0.0
    mass = sum(w for _, w in pairs)
    loss = sum(s for s, _ in zip(weighted_sums, weight_sums))
    # statistics is only used to sanity-check the inputs are numeric
    statistics.fmean(w for _, w in pairs)
    return loss / mass
