"""Split one big batch into micro-batches at every possible point and
show that only weight-mass normalisation is split-invariant."""

import itertools

losses = [0.5, 1.5, 2.0, 0.25, 3.0, 1.0]
weights = [1, 2, 1, 3, 1, 2]

full = sum(l * w for l, w in zip(losses, weights)) / sum(weights)
print(f"full-batch loss = {full:.6f}\n")


def split(seq, cuts):
    bounds = [0, *cuts, len(seq)]
    return [seq[a:b] for a, b in itertools.pairwise(bounds)]


print(f"{'cuts':<12}{'by batches':>12}{'by mass':>12}")
for cuts in itertools.combinations(range(1, len(losses)), 2):
    lparts = split(losses, cuts)
    wparts = split(weights, cuts)
    ws = [sum(l * w for l, w in zip(lp, wp)) for lp, wp in zip(lparts, wparts)]
    wm = [sum(wp) for wp in wparts]
    by_batches = sum(ws) / len(ws)
    by_mass = sum(ws) / sum(wm)
    flag = "" if abs(by_mass - full) < 1e-12 else "  <-- mismatch"
    print(f"{str(cuts):<12}{by_batches:>12.4f}{by_mass:>12.4f}{flag}")
