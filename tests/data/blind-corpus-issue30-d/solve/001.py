def make_reducer(empty_value=0.0):
    def reducer(weighted_sums, weight_sums):
        mass = sum(weight_sums)
        if mass == 0:
            return empty_value
        return sum(weighted_sums) / mass
    return reducer


_reduce = make_reducer()


def solve(weighted_sums, weight_sums):
    return _reduce(weighted_sums, weight_sums)
