"""Streaming version: micro-batches arrive from a generator, one at a time."""
from typing import Iterable, Iterator, Tuple

Batch = Tuple[float, float]


def micro_batches(weighted_sums, weight_sums) -> Iterator[Batch]:
    for s, w in zip(weighted_sums, weight_sums):
        yield s, w


def accumulate(stream: Iterable[Batch]) -> Iterator[float]:
    """Yield the normalized loss after each micro-batch."""
    loss = mass = 0
    for s, w in stream:
        loss += s
        mass += w
        yield loss / mass if mass else 0.0


def solve(weighted_sums, weight_sums):
    last = 0.0
    for last in accumulate(micro_batches(weighted_sums, weight_sums)):
        pass
    return last


N = 1
FIXTURES = (
    ("unequal weight mass", [2 * N, 12 * N], [N, 3 * N], 3.5),
    ("unit weights", [2 * N, 4 * N], [N, N], 3),
    ("one batch", [9 * N], [3 * N], 3),
    ("zero total weight", [0], [0], 0),
    ("empty", [], [], 0),
    ("zero loss", [0, 8 * N], [N, 3 * N], 2),
    ("three batches", [N, 6 * N, 8 * N], [1, 2, 4], 15 * N / 7),
)

results = ((name, solve(s, w), e) for name, s, w, e in FIXTURES)
n_ok = 0
for name, got, expected in results:
    status = "ok" if got == expected else "MISMATCH"
    n_ok += status == "ok"
    trace = list(accumulate(micro_batches(*next((s, w) for nm, s, w, _ in FIXTURES if nm == name))))
    print(f"{name:<20} {status:<8} final={got!r} trace={trace}")
print(f"{n_ok}/{len(FIXTURES)}")
raise SystemExit(0 if n_ok == len(FIXTURES) else 1)
