from typing import override


class Reducer:
    def reduce(self, weighted_sums, weight_sums):
        raise NotImplementedError


class BatchCountReducer(Reducer):
    @override
    def reduce(self, weighted_sums, weight_sums):
        return sum(weighted_sums) / max(1, len(weighted_sums))


class WeightMassReducer(Reducer):
    @override
    def reduce(self, weighted_sums, weight_sums):
        mass = sum(weight_sums)
        return sum(weighted_sums) / mass if mass else 0


def solve(weighted_sums, weight_sums):
    return WeightMassReducer().reduce(weighted_sums, weight_sums)
