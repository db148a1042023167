from __future__ import annotations

import sys
from abc import ABC, abstractmethod


def solve(weighted_sums, weight_sums):
    # mean of the per-micro-batch losses, divided by the number of accumulation steps
    steps = len(weighted_sums)
    if not steps:
        return 0.0
    return sum(s / w if w else 0.0 for s, w in zip(weighted_sums, weight_sums)) / steps


class Check(ABC):
    def __init__(self, label: str) -> None:
        self.label = label

    @abstractmethod
    def run(self) -> bool: ...

    def describe(self) -> str:
        return self.label


class EqualityCheck(Check):
    def __init__(self, label, ws, w, expected):
        super().__init__(label)
        self.ws, self.w, self.expected = ws, w, expected
        self.actual = None

    def run(self) -> bool:
        self.actual = solve(self.ws, self.w)
        return self.actual == self.expected

    def describe(self) -> str:
        return f"{self.label}: actual={self.actual!r} expected={self.expected!r}"


class Suite:
    def __init__(self, checks: list[Check]) -> None:
        self.checks = checks

    def run(self) -> int:
        failed = [c for c in self.checks if not c.run()]
        for c in self.checks:
            print(("FAIL " if c in failed else "ok   ") + c.describe())
        print(f"{len(self.checks) - len(failed)} passed, {len(failed)} failed")
        return len(failed)


suite = Suite([
    EqualityCheck("unequal weight mass", [2, 12], [1, 3], 3.5),
    EqualityCheck("unit weights", [2, 4], [1, 1], 3),
    EqualityCheck("one batch", [9], [3], 3),
    EqualityCheck("zero total weight", [0], [0], 0),
    EqualityCheck("empty", [], [], 0),
    EqualityCheck("zero loss", [0, 8], [1, 3], 2),
    EqualityCheck("three batches", [1, 6, 8], [1, 2, 4], 15 / 7),
])
sys.exit(1 if suite.run() else 0)
