import logging

logger = logging.getLogger(__name__)


def solve(weighted_sums, weight_sums):
    total = sum(weighted_sums)
    mass = sum(weight_sums)
    logger.debug("accumulated total=%s mass=%s over %d micro-batches", total, mass, len(weight_sums))
    if mass == 0:
        logger.warning("zero total weight; returning 0")
        return 0
    return total / mass
