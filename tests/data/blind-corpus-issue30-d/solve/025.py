import logging

logger = logging.getLogger(__name__)


def solve(weighted_sums, weight_sums):
    weighted_sums = list(weighted_sums)
    weight_sums = list(weight_sums)
    if len(weighted_sums) != len(weight_sums):
        raise ValueError(
            f"length mismatch: {len(weighted_sums)} weighted sums vs "
            f"{len(weight_sums)} weight sums"
        )
    mass = sum(weight_sums)
    if mass == 0:
        logger.debug("zero weight mass across %d micro-batches; returning 0", len(weight_sums))
        return 0.0
    value = sum(weighted_sums) / mass
    logger.debug("reduced %d micro-batches: mass=%s value=%s", len(weight_sums), mass, value)
    return value
