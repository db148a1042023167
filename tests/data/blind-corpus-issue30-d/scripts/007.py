"""CLI checker for the weight-mass repair. Runs with defaults when no args are given."""
import argparse
import json
import sys


def solve(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    if mass == 0:
        return 0
    return sum(weighted_sums) / mass


def fixtures(scale):
    n = scale
    return [
        ("unequal weight mass", [2*n, 12*n], [n, 3*n], 3.5),
        ("unit weights", [2*n, 4*n], [n, n], 3),
        ("one batch", [9*n], [3*n], 3),
        ("zero total weight", [0], [0], 0),
        ("empty", [], [], 0),
        ("zero loss", [0, 8*n], [n, 3*n], 2),
        ("three batches", [n, 6*n, 8*n], [1, 2, 4], 15*n/7),
    ]


def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--scale", type=int, default=1, help="fixture scale N (integer)")
    p.add_argument("--format", choices=["text", "json"], default="text")
    return p.parse_args(argv)


def main(argv=None):
    args = parse_args(argv)
    results = []
    for label, s, w, exp in fixtures(args.scale):
        act = solve(s, w)
        results.append({"label": label, "actual": act, "expected": exp, "ok": act == exp})
    if args.format == "json":
        print(json.dumps(results, indent=2))
    else:
        for r in results:
            print(f"[{'ok' if r['ok'] else 'FAIL':>4}] {r['label']}: {r['actual']!r} (expected {r['expected']!r})")
    return 0 if all(r["ok"] for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
