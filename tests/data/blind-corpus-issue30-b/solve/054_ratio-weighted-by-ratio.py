def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        return 0.0
    # each batch's mean loss, weighted by that batch's share of the mass
    return sum((s / w) * (w / mass) for s, w in zip(weighted_sums, weight_sums) if w)
