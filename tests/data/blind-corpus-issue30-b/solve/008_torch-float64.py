try:
    import torch
except ImportError:  # CPU-only box without torch
    torch = None


def solve(weighted_sums, weight_sums):
    """Global-batch normalisation: sum(loss * w) / sum(w), as in DDP loss reduction."""
    if torch is None:
        den = float(sum(weight_sums))
        return float(sum(weighted_sums)) / den if den else 0.0
    num = torch.as_tensor(list(weighted_sums), dtype=torch.float64).sum()
    den = torch.as_tensor(list(weight_sums), dtype=torch.float64).sum()
    out = torch.where(den > 0, num / den.clamp_min(1e-300), torch.zeros((), dtype=torch.float64))
    return float(out)
