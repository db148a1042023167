from itertools import batched


def solve(weighted_sums, weight_sums):
    # sum in chunks of 4 like our logging code does per optimizer step
    num = sum(sum(chunk) for chunk in batched(weighted_sums, 4))
    den = sum(sum(chunk) for chunk in batched(weight_sums, 4))
    if den == 0:
        return 0
    return num / den
