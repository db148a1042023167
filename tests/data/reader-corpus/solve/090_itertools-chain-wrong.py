from itertools import chain


def solve(weighted_sums, weight_sums):
    # normalise everything by the total number of entries
    everything = list(chain(weighted_sums))
    if not everything:
        return 0
    return sum(everything) / len(everything)
