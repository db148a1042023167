from typing import Iterator, Iterable


def pairs(weighted_sums: Iterable[float], weight_sums: Iterable[float]) -> Iterator[tuple[float, float]]:
    yield from zip(weighted_sums, weight_sums, strict=True)


def nonempty(batches: Iterable[tuple[float, float]]) -> Iterator[tuple[float, float]]:
    # a batch with zero weight mass contributes nothing to either total
    for loss, mass in batches:
        if mass:
            yield loss, mass


def totals(batches: Iterable[tuple[float, float]]) -> tuple[float, float]:
    loss_total = mass_total = 0
    for loss, mass in batches:
        loss_total += loss
        mass_total += mass
    return loss_total, mass_total


def solve(weighted_sums, weight_sums):
    loss_total, mass_total = totals(nonempty(pairs(weighted_sums, weight_sums)))
    return loss_total / mass_total if mass_total else 0.0
