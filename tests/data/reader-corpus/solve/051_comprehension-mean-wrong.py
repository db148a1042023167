def solve(weighted_sums, weight_sums):
    ratios = [s / w for s, w in zip(weighted_sums, weight_sums) if w != 0]
    return sum(ratios) / len(ratios) if ratios else 0
