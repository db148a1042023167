def _accumulator():
    """Generator-based accumulator: send (weighted_sum, weight_sum), receive the running loss."""
    loss = mass = 0
    current = 0.0
    while True:
        item = yield current
        if item is None:
            continue
        s, w = item
        loss += s
        mass += w
        current = loss / mass if mass else 0.0


def solve(weighted_sums, weight_sums):
    acc = _accumulator()
    result = next(acc)
    for pair in zip(weighted_sums, weight_sums):
        result = acc.send(pair)
    acc.close()
    return result
