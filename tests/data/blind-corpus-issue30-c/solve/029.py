class RunningMean:
    """Welford-style running mean over micro-batch losses."""

    def __init__(self):
        self.count = 0
        self.mean = 0.0

    def update(self, x):
        self.count += 1
        self.mean += (x - self.mean) / self.count


def solve(weighted_sums, weight_sums):
    rm = RunningMean()
    for s, w in zip(weighted_sums, weight_sums):
        if w:
            rm.update(s / w)
    return rm.mean
