"""Functional, jit-friendly formulation (numpy stands in for jax.numpy here)."""
try:
    import numpy as jnp
except ImportError:
    jnp = None


def _safe_div(num, den):
    # the double-where trick: never evaluate num / 0, even in the untaken branch
    safe_den = jnp.where(den == 0, 1.0, den)
    return jnp.where(den == 0, 0.0, num / safe_den)


def solve(weighted_sums, weight_sums):
    if jnp is None:
        den = sum(weight_sums)
        return sum(weighted_sums) / den if den else 0.0
    num = jnp.sum(jnp.asarray(weighted_sums, dtype=jnp.float64))
    den = jnp.sum(jnp.asarray(weight_sums, dtype=jnp.float64))
    return float(_safe_div(num, den))
