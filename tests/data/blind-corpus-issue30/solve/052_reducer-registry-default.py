from typing import Callable, Sequence

_REGISTRY: dict[str, Callable[[Sequence[float], Sequence[float]], float]] = {}


def register(name: str):
    def deco(fn):
        _REGISTRY[name] = fn
        return fn
    return deco


@register("mean")
def _mean(weighted_sums, weight_sums):
    return sum(weighted_sums) / max(1, len(weighted_sums))


@register("weighted")
def _weighted(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    return sum(weighted_sums) / mass if mass else 0.0


def solve(weighted_sums, weight_sums, mode: str = "weighted_mean"):
    # fall back to plain mean for unknown modes
    return _REGISTRY.get(mode, _REGISTRY["mean"])(weighted_sums, weight_sums)
