from typing import Iterator, NamedTuple


class Result(NamedTuple):
    name: str
    actual: float
    expected: float

    @property
    def passed(self) -> bool:
        return self.actual == self.expected


def solve(weighted_sums, weight_sums):
    n_live = sum(1 for w in weight_sums if w)
    return sum(weighted_sums) / n_live if n_live else 0.0


def fixtures() -> Iterator[tuple[str, list, list, float]]:
    yield "unequal weight mass", [2, 12], [1, 3], 3.5
    yield "unit weights", [2, 4], [1, 1], 3
    yield "one batch", [9], [3], 3
    yield "zero total weight", [0], [0], 0
    yield "empty", [], [], 0
    yield "zero loss", [0, 8], [1, 3], 2
    yield "three batches", [1, 6, 8], [1, 2, 4], 15 / 7


def run() -> Iterator[Result]:
    for name, ws, w, exp in fixtures():
        yield Result(name, solve(ws, w), exp)


def failures(results) -> Iterator[Result]:
    yield from (r for r in results if not r.passed)


results = list(run())
for r in results:
    print(f"{'PASS' if r.passed else 'FAIL'}  {r.name}  ({r.actual} vs {r.expected})")
bad = list(failures(results))
print(f"{len(bad)} failing")
raise SystemExit(1 if bad else 0)
