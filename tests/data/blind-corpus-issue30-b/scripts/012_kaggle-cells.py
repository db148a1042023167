# %% [markdown]
# Grad-accum loss: old vs. tried vs. fixed, on the record's fixtures.

# %%
import math

N = 1
FIX = [
    ([2*N, 12*N], [N, 3*N], 3.5),
    ([2*N, 4*N], [N, N], 3),
    ([9*N], [3*N], 3),
    ([0], [0], 0),
    ([], [], 0),
    ([0, 8*N], [N, 3*N], 2),
    ([N, 6*N, 8*N], [1, 2, 4], 15*N/7),
]

# %%
old = lambda ws, w: sum(ws) / max(1, len(ws))
tried = lambda ws, w: sum(s / x for s, x in zip(ws, w) if x) / max(1, len(ws))


def solve(weighted_sums, weight_sums):
    W = math.fsum(weight_sums)
    return math.fsum(weighted_sums) / W if W else 0.0


# %%
for name, fn in [("old", old), ("tried", tried), ("solve", solve)]:
    score = sum(fn(ws, w) == e for ws, w, e in FIX)
    print(f"{name:>6}: {score}/{len(FIX)}")
