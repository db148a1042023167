import logging
import math

log = logging.getLogger(__name__)


def solve(weighted_sums, weight_sums):
    weighted_sums = list(weighted_sums)
    weight_sums = list(weight_sums)
    if len(weighted_sums) != len(weight_sums):
        raise ValueError("weighted_sums and weight_sums must have equal length")
    for i, w in enumerate(weight_sums):
        if w < 0:
            raise ValueError(f"negative weight mass at micro-batch {i}: {w}")
        if not math.isfinite(w):
            raise ValueError(f"non-finite weight mass at micro-batch {i}: {w}")
    for i, s in enumerate(weighted_sums):
        if not math.isfinite(s):
            raise ValueError(f"non-finite weighted sum at micro-batch {i}: {s}")
    mass = sum(weight_sums)
    if mass == 0:
        log.debug("zero total weight over %d micro-batches", len(weight_sums))
        return 0
    loss = sum(weighted_sums) / mass
    log.debug("accumulated loss %.6g over mass %g", loss, mass)
    return loss
