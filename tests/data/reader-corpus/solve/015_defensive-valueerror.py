from numbers import Real


def solve(weighted_sums, weight_sums):
    if len(weighted_sums) != len(weight_sums):
        raise ValueError(
            f"length mismatch: {len(weighted_sums)} sums vs {len(weight_sums)} weights"
        )
    for i, (s, w) in enumerate(zip(weighted_sums, weight_sums)):
        if not isinstance(s, Real) or not isinstance(w, Real):
            raise TypeError(f"micro-batch {i}: expected real numbers, got {s!r}, {w!r}")
        if w < 0:
            raise ValueError(f"micro-batch {i}: negative weight {w}")
    mass = sum(weight_sums)
    if mass == 0:
        return 0
    return sum(weighted_sums) / mass
