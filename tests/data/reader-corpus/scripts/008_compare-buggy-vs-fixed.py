def buggy(weighted_sums, weight_sums):
    """What the training loop did before: mean of per-micro-batch means."""
    means = [s / w for s, w in zip(weighted_sums, weight_sums) if w]
    return sum(means) / len(means) if means else 0


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    return sum(weighted_sums) / mass if mass else 0


examples = [
    ([2, 12], [1, 3]),
    ([1, 6, 8], [1, 2, 4]),
    ([5, 5, 5], [5, 5, 5]),
    ([0, 9], [0, 3]),
]
for s, w in examples:
    b, f = buggy(s, w), solve(s, w)
    flag = "same" if abs(b - f) < 1e-12 else "DIFFERENT"
    print(f"sums={s} weights={w}: buggy={b:.5f} fixed={f:.5f} -> {flag}")
