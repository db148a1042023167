import math
from numbers import Real


def _check_values(name, values):
    out = []
    for i, v in enumerate(values):
        if isinstance(v, bool) or not isinstance(v, Real):
            raise TypeError(f"{name}[{i}] must be a real number, got {type(v).__name__}")
        fv = float(v)
        if not math.isfinite(fv):
            raise ValueError(f"{name}[{i}] is not finite: {v!r}")
        out.append(v)
    return out


def solve(weighted_sums, weight_sums):
    if weighted_sums is None or weight_sums is None:
        raise ValueError("inputs must not be None")
    numer = _check_values("weighted_sums", list(weighted_sums))
    denom = _check_values("weight_sums", list(weight_sums))
    if len(numer) != len(denom):
        raise ValueError(
            f"length mismatch: {len(numer)} weighted sums vs {len(denom)} weight sums"
        )
    if any(w < 0 for w in denom):
        raise ValueError("weight sums must be non-negative")
    total_mass = sum(denom)
    if total_mass == 0:
        return 0.0
    return float(sum(numer) / total_mass)
