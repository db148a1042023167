import logging
import sys

logging.basicConfig(stream=sys.stdout, level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
log = logging.getLogger("accum-check")


def solve(weighted_sums, weight_sums):
    loss_total = sum(weighted_sums)
    mass_total = sum(weight_sums)
    log.debug("loss_total=%s mass_total=%s", loss_total, mass_total)
    if mass_total == 0:
        return 0.0
    return loss_total / mass_total


N = 1
CASES = {
    "unequal weight mass": (([2 * N, 12 * N], [N, 3 * N]), 3.5),
    "unit weights": (([2 * N, 4 * N], [N, N]), 3),
    "one batch": (([9 * N], [3 * N]), 3),
    "zero total weight": (([0], [0]), 0),
    "empty": (([], []), 0),
    "zero loss": (([0, 8 * N], [N, 3 * N]), 2),
    "three batches": (([N, 6 * N, 8 * N], [1, 2, 4]), 15 * N / 7),
}

bad = 0
for name, (args, expected) in CASES.items():
    got = solve(*args)
    if got == expected:
        log.info("%-20s ok   got=%r", name, got)
    else:
        bad += 1
        log.error("%-20s FAIL got=%r expected=%r", name, got, expected)

if bad:
    log.error("%d of %d checks failed", bad, len(CASES))
    sys.exit(1)
log.info("all %d checks passed", len(CASES))
