import logging

logger = logging.getLogger(__name__)


def solve(weighted_sums, weight_sums):
    n_batches = len(weighted_sums)
    if n_batches != len(weight_sums):
        logger.warning(
            "weighted_sums has %d entries but weight_sums has %d", n_batches, len(weight_sums)
        )
    loss_total = sum(weighted_sums)
    weight_total = sum(weight_sums)
    logger.debug("accumulated %d micro-batches: loss=%r mass=%r", n_batches, loss_total, weight_total)
    if weight_total == 0:
        logger.debug("zero weight mass, returning 0")
        return 0.0
    return loss_total / weight_total
