from typing import TypedDict


class Totals(TypedDict):
    loss_sum: float
    token_count: float


def _totals(weighted_sums, weight_sums) -> Totals:
    return Totals(loss_sum=sum(weighted_sums), token_count=sum(weight_sums))


def solve(weighted_sums, weight_sums):
    t = _totals(weighted_sums, weight_sums)
    if t["token_count"] == 0:
        return 0
    return t["loss_sum"] / t["token_count"]
