from array import array

try:
    import torch
except ImportError:
    torch = None


def solve(weighted_sums, weight_sums):
    if torch is not None:
        loss = torch.tensor(list(weighted_sums), dtype=torch.float32).sum()
        mass = torch.tensor(list(weight_sums), dtype=torch.float32).sum()
        if mass.item() == 0:
            return 0.0
        return (loss / mass).item()
    loss = array("f", [float(sum(weighted_sums))])[0]
    mass = array("f", [float(sum(weight_sums))])[0]
    if mass == 0:
        return 0.0
    return array("f", [loss / mass])[0]
