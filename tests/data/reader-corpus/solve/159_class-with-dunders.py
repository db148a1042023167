class WeightedLoss:
    __slots__ = ("total", "mass")

    def __init__(self, total=0.0, mass=0.0):
        self.total = total
        self.mass = mass

    def __add__(self, other):
        if not isinstance(other, WeightedLoss):
            return NotImplemented
        return WeightedLoss(self.total + other.total, self.mass + other.mass)

    __radd__ = __add__

    def __float__(self):
        return self.total / self.mass if self.mass else 0.0

    def __repr__(self):
        return f"WeightedLoss(total={self.total!r}, mass={self.mass!r})"


def solve(weighted_sums, weight_sums):
    parts = [WeightedLoss(s, w) for s, w in zip(weighted_sums, weight_sums)]
    return float(sum(parts, WeightedLoss()))
