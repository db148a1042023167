class WeightedMean:
    """Callable reducer: total weighted loss over total weight mass."""

    def __init__(self, zero_value=0.0):
        self.zero_value = zero_value

    def __call__(self, weighted_sums, weight_sums):
        mass = sum(weight_sums)
        if mass == 0:
            return self.zero_value
        return sum(weighted_sums) / mass


_reducer = WeightedMean()


def solve(weighted_sums, weight_sums):
    return _reducer(weighted_sums, weight_sums)
