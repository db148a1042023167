from typing import List, Union

Number = Union[int, float]


def solve(weighted_sums: List[Number], weight_sums: List[Number]) -> Number:
    numerator: Number = 0
    denominator: Number = 0
    for s in weighted_sums:
        numerator += s
    for w in weight_sums:
        denominator += w
    if denominator == 0:
        return 0
    return numerator / denominator
