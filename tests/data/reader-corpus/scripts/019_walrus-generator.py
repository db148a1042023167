def solve(weighted_sums, weight_sums):
    return sum(weighted_sums) / m if (m := sum(weight_sums)) else 0


inputs = [([2, 12], [1, 3]), ([0], [0]), ([], []), ([1, 6, 8], [1, 2, 4]), ([3.0, 1.0], [2.0, 0.0])]
lines = (f"{i}: {r:.6g}" for i, args in enumerate(inputs) if (r := solve(*args)) is not None)
print("\n".join(lines))
