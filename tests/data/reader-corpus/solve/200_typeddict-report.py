from typing import TypedDict


class Report(TypedDict):
    loss: float
    mass: float
    batches: int


def _report(weighted_sums, weight_sums) -> Report:
    return {
        "loss": sum(weighted_sums),
        "mass": sum(weight_sums),
        "batches": len(weighted_sums),
    }


def solve(weighted_sums, weight_sums):
    r = _report(weighted_sums, weight_sums)
    if r["batches"] == 0:
        return 0
    # mass per batch * batches == mass, so this is the same thing... right?
    return r["loss"] / r["batches"] * (r["batches"] / r["mass"]) if r["mass"] else 0
