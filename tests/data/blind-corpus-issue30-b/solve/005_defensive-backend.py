"""Weighted accumulation helper, hardened for untrusted input."""
from __future__ import annotations

import math
from collections.abc import Iterable
from numbers import Real

__all__ = ["solve"]


class AccumulationInputError(ValueError):
    """Raised when the accumulator receives malformed input."""


def _as_floats(name: str, values: Iterable[Real]) -> list[float]:
    if values is None:
        raise AccumulationInputError(f"{name} must not be None")
    out: list[float] = []
    for idx, v in enumerate(values):
        if isinstance(v, bool) or not isinstance(v, Real):
            raise AccumulationInputError(f"{name}[{idx}] is not a real number: {v!r}")
        fv = float(v)
        if not math.isfinite(fv):
            raise AccumulationInputError(f"{name}[{idx}] is not finite: {fv!r}")
        out.append(fv)
    return out


def solve(weighted_sums: Iterable[Real], weight_sums: Iterable[Real]) -> float:
    sums = _as_floats("weighted_sums", weighted_sums)
    masses = _as_floats("weight_sums", weight_sums)
    if len(sums) != len(masses):
        raise AccumulationInputError(
            f"length mismatch: {len(sums)} weighted sums vs {len(masses)} weight sums"
        )
    if any(m < 0 for m in masses):
        raise AccumulationInputError("weight mass must be non-negative")
    total_mass = math.fsum(masses)
    if total_mass == 0.0:
        return 0.0
    return math.fsum(sums) / total_mass
