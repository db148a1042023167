"""Hardened accumulation reducer with structured logging (no timestamps)."""
from __future__ import annotations

import logging
import math
import sys
from collections.abc import Sequence

log = logging.getLogger("accum")


class InvalidBatchError(ValueError):
    pass


def _validate(weighted_sums: Sequence[float], weight_sums: Sequence[float]) -> None:
    if len(weighted_sums) != len(weight_sums):
        raise InvalidBatchError(
            f"length mismatch ({len(weighted_sums)} != {len(weight_sums)})"
        )
    for i, (s, w) in enumerate(zip(weighted_sums, weight_sums)):
        for name, v in (("weighted_sum", s), ("weight_sum", w)):
            if isinstance(v, bool) or not isinstance(v, (int, float)):
                raise InvalidBatchError(f"{name}[{i}] has type {type(v).__name__}")
            if not math.isfinite(v):
                raise InvalidBatchError(f"{name}[{i}] is not finite")
        if w < 0:
            raise InvalidBatchError(f"weight_sum[{i}] is negative")


def solve(weighted_sums: Sequence[float], weight_sums: Sequence[float]) -> float:
    _validate(weighted_sums, weight_sums)
    mass = sum(weight_sums)
    if mass == 0:
        log.info("zero weight mass over %d micro-batches; returning 0", len(weight_sums))
        return 0.0
    return sum(weighted_sums) / mass


def main() -> int:
    logging.basicConfig(stream=sys.stdout, level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    checks = [
        ("unequal weight mass", [2, 12], [1, 3], 3.5),
        ("unit weights", [2, 4], [1, 1], 3),
        ("one batch", [9], [3], 3),
        ("zero total weight", [0], [0], 0),
        ("empty", [], [], 0),
        ("zero loss", [0, 8], [1, 3], 2),
        ("three batches", [1, 6, 8], [1, 2, 4], 15 / 7),
    ]
    failed = 0
    for name, ws, w, exp in checks:
        try:
            got = solve(ws, w)
        except InvalidBatchError as exc:
            log.error("%s: rejected input: %s", name, exc)
            failed += 1
            continue
        if got != exp:
            log.error("%s: got %r, expected %r", name, got, exp)
            failed += 1
        else:
            log.info("%s: ok", name)
    for name, ws, w in (("mismatch", [1, 2], [1]), ("negative", [1], [-1]), ("nan", [float("nan")], [1])):
        try:
            solve(ws, w)
        except InvalidBatchError as exc:
            log.info("%s rejected as expected: %s", name, exc)
        else:
            log.error("%s was accepted", name)
            failed += 1
    log.info("failed=%d", failed)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
