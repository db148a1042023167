import logging
import sys

logging.basicConfig(stream=sys.stdout, level=logging.DEBUG, format="%(levelname)s %(message)s")
log = logging.getLogger("gradacc")


def solve(weighted_sums, weight_sums):
    num = sum(weighted_sums)
    den = sum(weight_sums)
    log.debug("num=%s den=%s", num, den)
    if den == 0:
        log.warning("empty accumulation window")
        return 0
    return num / den


for args in [([2, 12], [1, 3]), ([0], [0]), ([], [])]:
    log.info("solve%s = %s", args, solve(*args))
