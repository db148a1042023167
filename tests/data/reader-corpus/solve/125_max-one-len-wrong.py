def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        return 0
    # scale back by accumulation steps as in the HF trainer
    return sum(weighted_sums) / mass / max(1, len(weight_sums))
