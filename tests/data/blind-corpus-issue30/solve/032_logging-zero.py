import logging

log = logging.getLogger(__name__)


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        log.debug("zero weight mass over %d micro-batches; returning 0", len(weight_sums))
        return 0.0
    loss = sum(weighted_sums) / mass
    log.debug("weighted loss %.6f over mass %s", loss, mass)
    return loss
