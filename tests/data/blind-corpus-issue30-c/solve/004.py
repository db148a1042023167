from collections.abc import Iterable, Iterator


def _micro_batches(weighted_sums: Iterable[float], weight_sums: Iterable[float]) -> Iterator[tuple[float, float]]:
    yield from zip(weighted_sums, weight_sums)


def _running_totals(batches):
    loss = mass = 0
    for s, w in batches:
        loss += s
        mass += w
        yield loss, mass


def solve(weighted_sums, weight_sums):
    loss, mass = 0, 0
    for loss, mass in _running_totals(_micro_batches(weighted_sums, weight_sums)):
        pass
    if mass == 0:
        return 0.0
    return loss / mass
