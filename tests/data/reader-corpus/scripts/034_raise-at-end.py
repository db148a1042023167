def accumulate(weighted_sums, weight_sums):
    # candidate fix from code review
    return sum(s / w for s, w in zip(weighted_sums, weight_sums) if w) / max(1, len(weighted_sums))


expected = 15 / 7
got = accumulate([1, 6, 8], [1, 2, 4])
print(f"got {got:.6f}, expected {expected:.6f}")
if got != expected:
    raise AssertionError(f"mean of per-batch means is not the weighted mean: {got} != {expected}")
