import logging
import sys

logging.basicConfig(stream=sys.stdout, level=logging.INFO, format="%(levelname)-7s %(message)s")
log = logging.getLogger("accum-check")


def solve(weighted_sums, weight_sums):
    if not weight_sums:
        return 0.0
    return sum(weighted_sums) / sum(weight_sums)


CASES = [
    ("unequal weight mass", [2, 12], [1, 3], 3.5),
    ("unit weights", [2, 4], [1, 1], 3),
    ("one batch", [9], [3], 3),
    ("zero total weight", [0], [0], 0),
    ("empty", [], [], 0),
    ("zero loss", [0, 8], [1, 3], 2),
    ("three batches", [1, 6, 8], [1, 2, 4], 15 / 7),
]

errors = 0
for name, ws, w, exp in CASES:
    try:
        got = solve(ws, w)
    except ZeroDivisionError as e:
        log.error("%s: %s", name, e)
        errors += 1
        continue
    if got == exp:
        log.info("%s: %r", name, got)
    else:
        log.warning("%s: got %r expected %r", name, got, exp)
        errors += 1
log.info("done, %d problem(s)", errors)
sys.exit(1 if errors else 0)
