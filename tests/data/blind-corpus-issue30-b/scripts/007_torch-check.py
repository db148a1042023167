import sys

try:
    import torch
except ImportError:
    torch = None


def solve(weighted_sums, weight_sums):
    if torch is None:
        mass = float(sum(weight_sums))
        return float(sum(weighted_sums)) / mass if mass else 0.0
    num = torch.tensor(list(weighted_sums), dtype=torch.float64).sum()
    den = torch.tensor(list(weight_sums), dtype=torch.float64).sum()
    if den == 0:
        return 0.0
    return (num / den).item()


CHECKS = [
    ("unequal weight mass", [2, 12], [1, 3], 3.5),
    ("unit weights", [2, 4], [1, 1], 3),
    ("one batch", [9], [3], 3),
    ("zero total weight", [0], [0], 0),
    ("empty", [], [], 0),
    ("zero loss", [0, 8], [1, 3], 2),
    ("three batches", [1, 6, 8], [1, 2, 4], 15 / 7),
]

bad = 0
for name, ws, w, exp in CHECKS:
    got = solve(ws, w)
    flag = "PASS" if got == exp else "FAIL"
    bad += flag == "FAIL"
    print(f"[{flag}] {name}: {got!r} (expected {exp!r})")
print(f"backend={'torch' if torch is not None else 'python'} failures={bad}")
sys.exit(1 if bad else 0)
