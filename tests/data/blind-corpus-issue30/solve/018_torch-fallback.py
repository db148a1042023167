try:
    import torch
except ImportError:
    torch = None


def solve(weighted_sums, weight_sums):
    """Same reduction as the training loop, but usable without torch."""
    if torch is not None:
        num = torch.tensor(list(weighted_sums), dtype=torch.float64).sum()
        den = torch.tensor(list(weight_sums), dtype=torch.float64).sum()
        if den.item() == 0:
            return 0.0
        return (num / den).item()
    den = sum(weight_sums)
    return sum(weighted_sums) / den if den else 0.0
