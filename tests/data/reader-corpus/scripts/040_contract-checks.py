"""Check the case contract: divide by total weight mass; zero mass yields zero."""
import math
import sys
from typing import Callable

Reducer = Callable[[list[float], list[float]], float]


def proposed(weighted_sums: list[float], weight_sums: list[float]) -> float:
    mass = math.fsum(weight_sums)
    return math.fsum(weighted_sums) / mass if mass else 0.0


def check_contract(fn: Reducer) -> list[str]:
    problems: list[str] = []
    if fn([], []) != 0:
        problems.append("empty input must give 0")
    if fn([0.0, 0.0], [0.0, 0.0]) != 0:
        problems.append("zero mass must give 0")
    # splitting a batch must not change the result
    whole = fn([14.0], [4.0])
    split = fn([2.0, 12.0], [1.0, 3.0])
    if not math.isclose(whole, split):
        problems.append(f"split-variant: {whole} vs {split}")
    # scaling all weights by k must not change the result (sums scale too)
    k = 3.0
    if not math.isclose(fn([2.0, 12.0], [1.0, 3.0]), fn([2.0 * k, 12.0 * k], [1.0 * k, 3.0 * k])):
        problems.append("not scale-invariant")
    return problems


if __name__ == "__main__":
    issues = check_contract(proposed)
    for msg in issues:
        print("violation:", msg)
    print("contract OK" if not issues else f"{len(issues)} violation(s)")
    sys.exit(bool(issues))
