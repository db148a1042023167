from collections.abc import Sequence


def solve(weighted_sums: Sequence[float], weight_sums: Sequence[float]) -> float:
    """Return the weight-normalized loss over all accumulated micro-batches.

    ``weighted_sums[i]`` already contains sum_j w_ij * loss_ij for batch i and
    ``weight_sums[i]`` is sum_j w_ij, so the global mean is the ratio of totals.
    """
    if len(weighted_sums) != len(weight_sums):
        raise ValueError(
            f"length mismatch: {len(weighted_sums)} weighted sums vs {len(weight_sums)} weight sums"
        )
    total_mass = sum(weight_sums)
    if total_mass == 0:
        return 0.0
    return sum(weighted_sums) / total_mass
