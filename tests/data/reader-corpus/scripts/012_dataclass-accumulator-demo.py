from dataclasses import dataclass, asdict
import json


@dataclass
class Accumulator:
    loss_sum: float = 0.0
    tokens: float = 0.0
    micro_batches: int = 0

    def add(self, loss_sum, tokens):
        self.loss_sum += loss_sum
        self.tokens += tokens
        self.micro_batches += 1

    def mean(self):
        return self.loss_sum / self.tokens if self.tokens else 0.0


def solve(weighted_sums, weight_sums):
    acc = Accumulator()
    for s, w in zip(weighted_sums, weight_sums, strict=True):
        acc.add(s, w)
    return acc.mean()


acc = Accumulator()
for s, w in zip([1, 6, 8], [1, 2, 4]):
    acc.add(s, w)
    print(json.dumps(asdict(acc)))
print("final:", acc.mean())
print("solve:", solve([2, 12], [1, 3]), solve([], []), solve([0], [0]))
try:
    solve([1, 2], [3])
except ValueError as e:
    print("ValueError:", e)
