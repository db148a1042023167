from array import array


def solve(weighted_sums, weight_sums):
    # double-precision buffers, same as Python floats
    num = array("d", weighted_sums)
    den = array("d", weight_sums)
    mass = sum(den)
    if mass == 0.0:
        return 0.0
    return sum(num) / mass
