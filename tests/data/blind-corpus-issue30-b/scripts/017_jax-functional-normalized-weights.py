"""Functional style; numpy as a stand-in for jax.numpy when available."""
try:
    import numpy as jnp
except ImportError:
    jnp = None


def _normalize(w):
    total = sum(w)
    return [x / total for x in w] if total else [0.0 for _ in w]


def solve(weighted_sums, weight_sums):
    # weight each micro-batch by its share of the mass (like tree_map over shards)
    p = _normalize(list(weight_sums))
    if jnp is not None:
        return float(jnp.dot(jnp.asarray(weighted_sums, dtype=float), jnp.asarray(p, dtype=float))) if p else 0.0
    return sum(s * q for s, q in zip(weighted_sums, p))


CHECKS = (
    ("unequal weight mass", ([2, 12], [1, 3]), 3.5),
    ("unit weights", ([2, 4], [1, 1]), 3),
    ("one batch", ([9], [3]), 3),
    ("zero total weight", ([0], [0]), 0),
    ("empty", ([], []), 0),
    ("zero loss", ([0, 8], [1, 3]), 2),
    ("three batches", ([1, 6, 8], [1, 2, 4]), 15 / 7),
)

results = {name: solve(*args) == want for name, args, want in CHECKS}
for name, ok in results.items():
    print(f"{name}: {'pass' if ok else 'fail'}")
print(f"{sum(results.values())}/{len(results)}")
