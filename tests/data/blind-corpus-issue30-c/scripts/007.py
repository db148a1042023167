"""Check the accumulation fix; options exist but every one has a default."""
import argparse
import json


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        return 0.0
    return sum(weighted_sums) / mass


def fixtures(n):
    return [
        ("unequal weight mass", [2 * n, 12 * n], [n, 3 * n], 3.5),
        ("unit weights", [2 * n, 4 * n], [n, n], 3),
        ("one batch", [9 * n], [3 * n], 3),
        ("zero total weight", [0], [0], 0),
        ("empty", [], [], 0),
        ("zero loss", [0, 8 * n], [n, 3 * n], 2),
        ("three batches", [n, 6 * n, 8 * n], [1, 2, 4], 15 * n / 7),
    ]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--scale", type=int, default=1, help="fixture scale N (default: 1)")
    parser.add_argument("--format", choices=["text", "json"], default="text")
    args = parser.parse_args(argv)

    rows = []
    for name, s, w, expected in fixtures(args.scale):
        actual = solve(s, w)
        rows.append({"check": name, "actual": actual, "expected": expected, "passed": actual == expected})

    if args.format == "json":
        print(json.dumps(rows, indent=2))
    else:
        for r in rows:
            print(f"{'PASS' if r['passed'] else 'FAIL'}  {r['check']:<20} {r['actual']!r}")
    return 0 if all(r["passed"] for r in rows) else 1


if __name__ == "__main__":
    raise SystemExit(main())
