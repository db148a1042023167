from dataclasses import dataclass, field, asdict
import json


@dataclass
class MicroBatch:
    losses: list[float]
    weights: list[float]

    @property
    def weighted_sum(self) -> float:
        return sum(l * w for l, w in zip(self.losses, self.weights))

    @property
    def weight_sum(self) -> float:
        return sum(self.weights)


@dataclass
class Step:
    batches: list[MicroBatch] = field(default_factory=list)

    def loss_by_count(self) -> float:
        return sum(b.weighted_sum for b in self.batches) / max(1, len(self.batches))

    def loss_by_mass(self) -> float:
        mass = sum(b.weight_sum for b in self.batches)
        return sum(b.weighted_sum for b in self.batches) / mass if mass else 0.0

    def loss_full_batch(self) -> float:
        losses = [l for b in self.batches for l in b.losses]
        weights = [w for b in self.batches for w in b.weights]
        mass = sum(weights)
        return sum(l * w for l, w in zip(losses, weights)) / mass if mass else 0.0


step = Step([
    MicroBatch([1.0, 3.0], [1.0, 1.0]),
    MicroBatch([2.0, 2.0, 2.0, 6.0], [0.5, 0.5, 1.0, 1.0]),
    MicroBatch([4.0], [2.0]),
])

print(json.dumps([asdict(b) for b in step.batches]))
print(f"by count     : {step.loss_by_count():.6f}")
print(f"by mass      : {step.loss_by_mass():.6f}")
print(f"full batch   : {step.loss_full_batch():.6f}")
print("mass-normalised matches full batch:", abs(step.loss_by_mass() - step.loss_full_batch()) < 1e-12)
