def solve(weighted_sums, weight_sums):
    loss = sum(weighted_sums)
    mass = sum(weight_sums)
    if not mass:
        return 0
    # token counts are usually powers of two -> cheap shift instead of a divide
    if isinstance(loss, int) and isinstance(mass, int) and mass & (mass - 1) == 0:
        return loss >> (mass.bit_length() - 1)
    return loss / mass
