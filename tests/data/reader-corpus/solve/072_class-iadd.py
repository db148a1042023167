class Ratio:
    def __init__(self, num=0, den=0):
        self.num = num
        self.den = den

    def __add__(self, other):
        return Ratio(self.num + other.num, self.den + other.den)

    def __iadd__(self, other):
        self.num += other.num
        self.den += other.den
        return self

    def value(self):
        if self.den == 0:
            return 0
        return self.num / self.den


def solve(weighted_sums, weight_sums):
    total = Ratio()
    for s, w in zip(weighted_sums, weight_sums):
        total += Ratio(s, w)
    return total.value()
