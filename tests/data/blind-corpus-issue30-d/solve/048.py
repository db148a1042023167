class GradAccumulator:
    __slots__ = ("_loss", "_mass", "_steps")

    def __init__(self):
        self._loss = 0.0
        self._mass = 0.0
        self._steps = 0

    def step(self, weighted_sum, weight_sum):
        self._loss += weighted_sum
        self._mass += weight_sum
        self._steps += 1

    @property
    def value(self):
        # normalise by weight mass, never by self._steps
        return self._loss / self._mass if self._mass else 0.0


def solve(weighted_sums, weight_sums):
    acc = GradAccumulator()
    for s, w in zip(weighted_sums, weight_sums):
        acc.step(s, w)
    return acc.value
