"""Table-driven check over several fixture scales N, as the record's N constant suggests."""
import itertools
from functools import singledispatch


@singledispatch
def _total(values):
    return sum(values)


@_total.register
def _(values: tuple):
    return sum(values)


def solve(weighted_sums, weight_sums):
    mass = _total(weight_sums)
    if mass == 0:
        return 0.0
    return _total(weighted_sums) / mass


def fixtures(N):
    yield "unequal weight mass", ([2 * N, 12 * N], [N, 3 * N]), 3.5
    yield "unit weights", ([2 * N, 4 * N], [N, N]), 3
    yield "one batch", ([9 * N], [3 * N]), 3
    yield "zero total weight", ([0], [0]), 0
    yield "empty", ([], []), 0
    yield "zero loss", ([0, 8 * N], [N, 3 * N]), 2
    yield "three batches", ([N, 6 * N, 8 * N], [1, 2, 4]), 15 * N / 7


SCALES = (1, 2, 3, 10, 1000)
CONTAINERS = (list, tuple)

total = failed = 0
for N, container in itertools.product(SCALES, CONTAINERS):
    for name, (s, w), expected in fixtures(N):
        total += 1
        got = solve(container(s), container(w))
        if got != expected:
            failed += 1
            print(f"N={N} {container.__name__} {name}: got {got!r}, expected {expected!r}")
print(f"{total - failed}/{total} scaled checks passed across N={SCALES} x {[c.__name__ for c in CONTAINERS]}")
raise SystemExit(1 if failed else 0)
