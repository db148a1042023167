def solve(weighted_sums, weight_sums):
    means = [s / w for s, w in zip(weighted_sums, weight_sums)]
    return sum(means) / len(means)


tests = [([2, 12], [1, 3]), ([0], [0]), ([], []), ([1, 6, 8], [1, 2, 4])]
for i, (a, b) in enumerate(tests, start=1):
    try:
        result = solve(a, b)
    except Exception as exc:
        print(f"test {i}: {type(exc).__name__}: {exc}")
    else:
        print(f"test {i}: {result:.4f}")
    finally:
        print(f"test {i} done")
