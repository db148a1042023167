class MicroBatchStats:
    def __init__(self, weighted_sums, weight_sums):
        if len(weighted_sums) != len(weight_sums):
            raise ValueError(f"{len(weighted_sums)} != {len(weight_sums)}")
        self._s = list(weighted_sums)
        self._w = list(weight_sums)

    @property
    def mass(self):
        return sum(self._w)

    @property
    def loss(self):
        return sum(self._s) / self.mass if self.mass else 0

    def __repr__(self):
        return f"MicroBatchStats(n={len(self._s)}, mass={self.mass}, loss={self.loss:.4f})"


def solve(weighted_sums, weight_sums):
    return MicroBatchStats(weighted_sums, weight_sums).loss


for s, w in [([2, 12], [1, 3]), ([0], [0]), ([], []), ([1, 6, 8], [1, 2, 4])]:
    print(MicroBatchStats(s, w), solve(s, w))
try:
    MicroBatchStats([1], [])
except ValueError as err:
    print(f"caught: {err}")
