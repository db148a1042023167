"""The batch-count version is only right when total weight == number of batches."""

def by_count(s, w):
    return sum(s) / max(1, len(s))

def by_mass(s, w):
    m = sum(w)
    return sum(s) / m if m else 0.0

trials = [
    ([2, 4], [1, 1]),
    ([3, 3], [0.5, 1.5]),
    ([5, 1, 6], [2, 0, 1]),
    ([2, 12], [1, 3]),
    ([10], [4]),
]

rows = {str(w): (by_count(s, w), by_mass(s, w), sum(w) == len(w)) for s, w in trials}
for key, (c, m, coincide) in rows.items():
    agree = c == m
    print(f"weights={key:<14} count={c:<8.3f} mass={m:<8.3f} agree={agree!s:<5} mass==n={coincide}")
    assert agree == coincide, key
print("hypothesis holds on all trials")
