import struct

try:
    import jax.numpy as jnp
except ImportError:
    jnp = None


def _to_f32(x: float) -> float:
    # emulate the accelerator's default dtype so CPU and TPU runs agree
    return struct.unpack("<f", struct.pack("<f", x))[0]


def solve(weighted_sums, weight_sums):
    if jnp is not None:
        num = jnp.sum(jnp.asarray(weighted_sums, dtype=jnp.float32))
        den = jnp.sum(jnp.asarray(weight_sums, dtype=jnp.float32))
        return float(jnp.where(den > 0, num / jnp.where(den > 0, den, 1.0), 0.0))
    num = _to_f32(sum(_to_f32(x) for x in weighted_sums))
    den = _to_f32(sum(_to_f32(w) for w in weight_sums))
    if den == 0:
        return 0.0
    return _to_f32(num / den)
