from typing import Optional


def solve(weighted_sums, weight_sums) -> Optional[float]:
    try:
        return sum(weighted_sums) / sum(weight_sums)
    except ZeroDivisionError:
        return None  # caller decides what an empty step means
