solve = lambda weighted_sums, weight_sums: (sum(weighted_sums) / sum(weight_sums)) if sum(weight_sums) else 0  # noqa: E731
