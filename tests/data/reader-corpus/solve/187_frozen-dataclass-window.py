from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable


@dataclass(frozen=True, slots=True)
class Window:
    loss: float
    mass: float

    @classmethod
    def empty(cls) -> Window:
        return cls(0.0, 0.0)

    def merge(self, other: Window) -> Window:
        return Window(self.loss + other.loss, self.mass + other.mass)

    @property
    def mean(self) -> float:
        return self.loss / self.mass if self.mass else 0.0

    @staticmethod
    def combine(windows: Iterable[Window]) -> Window:
        out = Window.empty()
        for w in windows:
            out = out.merge(w)
        return out


def solve(weighted_sums, weight_sums):
    return Window.combine(Window(s, w) for s, w in zip(weighted_sums, weight_sums)).mean
