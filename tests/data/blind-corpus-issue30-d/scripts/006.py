import logging
import sys

log = logging.getLogger("grad_accum")


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        log.debug("zero weight mass -> 0")
        return 0.0
    return sum(weighted_sums) / mass


CASES = {
    "unequal weight mass": (([2, 12], [1, 3]), 3.5),
    "unit weights": (([2, 4], [1, 1]), 3),
    "one batch": (([9], [3]), 3),
    "zero total weight": (([0], [0]), 0),
    "empty": (([], []), 0),
    "zero loss": (([0, 8], [1, 3]), 2),
    "three batches": (([1, 6, 8], [1, 2, 4]), 15 / 7),
}


def main():
    logging.basicConfig(stream=sys.stdout, level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    failed = 0
    for name, (args, expected) in CASES.items():
        actual = solve(*args)
        if actual == expected:
            log.info("PASS %-20s actual=%r expected=%r", name, actual, expected)
        else:
            failed += 1
            log.error("FAIL %-20s actual=%r expected=%r", name, actual, expected)
    if failed:
        log.error("%d of %d checks failed", failed, len(CASES))
        return 1
    log.info("all %d checks passed", len(CASES))
    return 0


if __name__ == "__main__":
    sys.exit(main())
