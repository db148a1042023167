class Part:
    def __init__(self, num, den):
        self.num, self.den = num, den

    def __add__(self, other):
        return Part(self.num + other.num, self.den + other.den)

    def __radd__(self, other):
        if other == 0:
            return self
        return NotImplemented


def solve(weighted_sums, weight_sums):
    parts = [Part(s, w) for s, w in zip(weighted_sums, weight_sums)]
    if not parts:
        return 0
    total = sum(parts)
    return total.num / total.den if total.den else 0
