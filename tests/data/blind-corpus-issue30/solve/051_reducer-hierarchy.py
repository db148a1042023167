"""Loss reducers, mirroring the ones in our trainer config."""


class Reducer:
    name = "base"

    def reduce(self, weighted_sums, weight_sums):
        raise NotImplementedError


class SumReducer(Reducer):
    name = "sum"

    def reduce(self, weighted_sums, weight_sums):
        return sum(weighted_sums)


class WeightedMeanReducer(SumReducer):
    name = "weighted_mean"

    def reduce(self, weighted_sums, weight_sums):
        mass = sum(weight_sums)
        return super().reduce(weighted_sums, weight_sums) / mass if mass else 0.0


REDUCERS = {cls.name: cls() for cls in (SumReducer, WeightedMeanReducer)}


def solve(weighted_sums, weight_sums, reduction="weighted_mean"):
    return REDUCERS[reduction].reduce(weighted_sums, weight_sums)
