import sys


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        # an all-zero-weight step means the data loader is broken; stop loudly
        sys.exit("solve(): zero total weight mass")
    return sum(weighted_sums) / mass
