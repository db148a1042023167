def _check(weighted_sums, weight_sums):
    errors = []
    if len(weighted_sums) != len(weight_sums):
        errors.append(ValueError("length mismatch"))
    for i, w in enumerate(weight_sums):
        if w < 0:
            errors.append(ValueError(f"negative weight at {i}: {w}"))
    if errors:
        raise ExceptionGroup("invalid micro-batch stats", errors)


def solve(weighted_sums, weight_sums):
    try:
        _check(weighted_sums, weight_sums)
    except* ValueError:
        raise
    mass = sum(weight_sums)
    return sum(weighted_sums) / mass if mass else 0
