try:
    import torch
except ImportError:
    torch = None


def solve(weighted_sums, weight_sums):
    if torch is None:
        mass = float(sum(weight_sums))
        return float(sum(weighted_sums)) / mass if mass else 0.0
    # float64 on purpose: the reduction is tiny and we want parity with the CPU reference
    loss = torch.as_tensor(list(weighted_sums), dtype=torch.float64).sum()
    mass = torch.as_tensor(list(weight_sums), dtype=torch.float64).sum()
    if mass.item() == 0:
        return 0.0
    return (loss / mass).item()
