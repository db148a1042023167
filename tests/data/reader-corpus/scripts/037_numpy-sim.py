import numpy as np

rng = np.random.default_rng(0)

n_micro = 4
sizes = rng.integers(1, 9, size=n_micro)
losses = [rng.uniform(0, 3, size=k) for k in sizes]
weights = [rng.choice([0.0, 0.5, 1.0, 2.0], size=k) for k in sizes]

weighted_sums = np.array([np.dot(l, w) for l, w in zip(losses, weights)])
weight_sums = np.array([w.sum() for w in weights])

full = np.dot(np.concatenate(losses), np.concatenate(weights)) / np.concatenate(weights).sum()
broken = weighted_sums.sum() / max(1, n_micro)
fixed = weighted_sums.sum() / weight_sums.sum() if weight_sums.sum() else 0.0

np.set_printoptions(precision=4, suppress=True)
print("micro-batch sizes :", sizes)
print("weighted sums     :", weighted_sums)
print("weight sums       :", weight_sums)
print(f"full batch {full:.6f} | broken {broken:.6f} | fixed {fixed:.6f}")
print("fixed == full (allclose):", bool(np.isclose(fixed, full)))
