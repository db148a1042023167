import logging

log = logging.getLogger("gradacc")


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    log.debug(f"{"mass":>8} = {mass}")
    if mass == 0:
        return 0
    return sum(weighted_sums) / mass
