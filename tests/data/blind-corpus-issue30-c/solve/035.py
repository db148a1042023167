def make_accumulator():
    loss = 0.0
    mass = 0.0

    def add(weighted, weight):
        nonlocal loss, mass
        loss += weighted
        mass += weight

    def value():
        return loss / mass if mass != 0 else 0.0

    return add, value


def solve(weighted_sums, weight_sums):
    add, value = make_accumulator()
    for s, w in zip(weighted_sums, weight_sums):
        add(s, w)
    return value()
