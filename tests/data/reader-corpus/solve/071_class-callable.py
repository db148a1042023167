class WeightedMean:
    __slots__ = ("_num", "_den")

    def __init__(self):
        self._num = 0
        self._den = 0

    def __call__(self, s, w):
        self._num += s
        self._den += w
        return self

    def __float__(self):
        return self._num / self._den if self._den else 0.0

    def __repr__(self):
        return f"WeightedMean(num={self._num!r}, den={self._den!r})"


def solve(weighted_sums, weight_sums):
    wm = WeightedMean()
    for s, w in zip(weighted_sums, weight_sums):
        wm(s, w)
    return float(wm)
