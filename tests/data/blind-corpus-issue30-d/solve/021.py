"""Weighted reduction with an optional torch backend."""
try:
    import torch
except ImportError:
    torch = None


def solve(weighted_sums, weight_sums):
    if torch is not None and len(weight_sums) > 0:
        num = torch.tensor(list(weighted_sums), dtype=torch.float64).sum().item()
        den = torch.tensor(list(weight_sums), dtype=torch.float64).sum().item()
    else:
        num = sum(weighted_sums)
        den = sum(weight_sums)
    if den == 0:
        return 0.0
    return num / den
