# accepts either flat lists or lists of per-rank lists (DDP shards), flattens first
def _flatten(xs):
    for x in xs:
        if isinstance(x, (list, tuple)):
            yield from _flatten(x)
        else:
            yield x


def solve(weighted_sums, weight_sums):
    mass = sum(_flatten(weight_sums))
    if mass == 0:
        return 0
    return sum(_flatten(weighted_sums)) / mass
