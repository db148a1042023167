import statistics


def solve(weighted_sums, weight_sums):
    pairs = [(s / w, w) for s, w in zip(weighted_sums, weight_sums) if w]
    if not pairs:
        return 0
    means, weights = zip(*pairs)
    return statistics.fmean(means, weights=weights)


for s, w in [([2, 12], [1, 3]), ([1, 6, 8], [1, 2, 4]), ([0], [0]), ([], [])]:
    print(f"solve({s}, {w}) = {solve(s, w)}")
print(f"{statistics.fmean([2.0, 4.0], weights=[1, 3]) = }")
