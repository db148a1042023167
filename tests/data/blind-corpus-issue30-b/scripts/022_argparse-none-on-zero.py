import argparse
import sys
from typing import Optional


def solve(weighted_sums, weight_sums) -> Optional[float]:
    mass = sum(weight_sums)
    if mass == 0:
        return None  # "no data" is not the same as "zero loss"
    return sum(weighted_sums) / mass


def parse_list(text: str) -> list[float]:
    return [float(x) for x in text.split(",") if x.strip()]


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description="Normalise accumulated weighted losses.")
    p.add_argument("--ws", type=parse_list, help="comma-separated weighted sums")
    p.add_argument("--w", type=parse_list, help="comma-separated weight sums")
    p.add_argument("--self-test", action="store_true", default=True)
    args = p.parse_args(argv)

    if args.ws is not None and args.w is not None:
        print(solve(args.ws, args.w))
        return 0

    fixtures = [
        ([2, 12], [1, 3], 3.5), ([2, 4], [1, 1], 3), ([9], [3], 3), ([0], [0], 0),
        ([], [], 0), ([0, 8], [1, 3], 2), ([1, 6, 8], [1, 2, 4], 15 / 7),
    ]
    bad = 0
    for ws, w, exp in fixtures:
        got = solve(ws, w)
        status = "ok" if got == exp else "MISMATCH"
        bad += status != "ok"
        print(f"{status:8} solve({ws}, {w}) -> {got!r}, expected {exp!r}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main([]))
