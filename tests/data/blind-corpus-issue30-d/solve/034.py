_weighted_mean = lambda num, den: num / den if den else 0.0  # noqa: E731


def solve(weighted_sums, weight_sums):
    return _weighted_mean(sum(x for x in weighted_sums), sum(w for w in weight_sums))
