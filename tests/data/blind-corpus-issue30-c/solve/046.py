class GradAccumulator:
    """Accumulates weighted micro-batch statistics across an accumulation window."""

    __slots__ = ("_numerator", "_denominator")

    def __init__(self):
        self._numerator = 0
        self._denominator = 0

    def __iadd__(self, pair):
        weighted, mass = pair
        self._numerator += weighted
        self._denominator += mass
        return self

    def __float__(self):
        if self._denominator == 0:
            return 0.0
        return self._numerator / self._denominator

    def reset(self):
        self._numerator = 0
        self._denominator = 0


def solve(weighted_sums, weight_sums):
    acc = GradAccumulator()
    for pair in zip(weighted_sums, weight_sums):
        acc += pair
    return float(acc)
