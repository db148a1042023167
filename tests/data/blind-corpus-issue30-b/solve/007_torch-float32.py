try:
    import torch
except ImportError:
    torch = None


def solve(weighted_sums, weight_sums):
    if torch is None:
        mass = sum(weight_sums)
        return sum(weighted_sums) / mass if mass else 0.0
    num = torch.tensor(weighted_sums, dtype=torch.float32).sum()
    den = torch.tensor(weight_sums, dtype=torch.float32).sum()
    if den.item() == 0:
        return 0.0
    return (num / den).item()
