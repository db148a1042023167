"""Compare the batch-count normalisation with the weight-mass normalisation."""

def broken(weighted_sums, weight_sums):
    return sum(weighted_sums) / max(1, len(weighted_sums))


def fixed(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    return sum(weighted_sums) / mass if mass else 0.0


cases = {
    "uniform":        ([2.0, 4.0], [1, 1]),
    "unequal mass":   ([2.0, 12.0], [1, 3]),
    "single":         ([9.0], [3]),
    "zero mass":      ([0.0], [0]),
    "three batches":  ([1.0, 6.0, 8.0], [1, 2, 4]),
}

print(f"{'case':<16}{'broken':>10}{'fixed':>10}{'delta':>10}")
print("-" * 46)
for name, (s, w) in cases.items():
    b, f = broken(s, w), fixed(s, w)
    print(f"{name:<16}{b:>10.4f}{f:>10.4f}{b - f:>+10.4f}")
