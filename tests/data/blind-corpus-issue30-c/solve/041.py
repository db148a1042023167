# jax-ish: pure functions, explicit carry, no mutation
from typing import NamedTuple


class Carry(NamedTuple):
    loss: float
    mass: float


def _step(carry: Carry, xs: tuple[float, float]) -> Carry:
    s, w = xs
    return Carry(carry.loss + s, carry.mass + w)


def _scan(fn, init, xs):
    carry = init
    for x in xs:
        carry = fn(carry, x)
    return carry


def solve(weighted_sums, weight_sums):
    final = _scan(_step, Carry(0, 0), zip(weighted_sums, weight_sums))
    # jnp.where-style select; both branches are cheap here
    safe_mass = final.mass if final.mass != 0 else 1
    out = final.loss / safe_mass
    return out if final.mass != 0 else 0.0
