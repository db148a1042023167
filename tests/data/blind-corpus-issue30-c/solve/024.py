from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class MicroBatch:
    weighted_loss: float
    weight: float


@dataclass
class AccumulationWindow:
    batches: list[MicroBatch] = field(default_factory=list)

    def push(self, batch: MicroBatch) -> None:
        self.batches.append(batch)

    @property
    def mass(self) -> float:
        return sum(b.weight for b in self.batches)

    def normalized_loss(self) -> float:
        mass = self.mass
        if mass == 0:
            return 0.0
        return sum(b.weighted_loss for b in self.batches) / mass


def solve(weighted_sums, weight_sums):
    window = AccumulationWindow()
    for s, w in zip(weighted_sums, weight_sums):
        window.push(MicroBatch(s, w))
    return window.normalized_loss()
