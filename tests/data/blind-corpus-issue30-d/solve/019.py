def solve(weighted_sums, weight_sums):
    # guard against zero-weight micro-batches inflating the denominator
    mass = sum(max(w, 1) for w in weight_sums)
    if mass == 0:
        return 0.0
    return sum(weighted_sums) / mass
