"""Side-by-side: broken path, unsuccessful fix, and the repair, on all fixtures."""
import json

N = 1


def broken(weighted_sums, weight_sums):
    return sum(weighted_sums) / max(1, len(weighted_sums))


def mean_of_means(weighted_sums, weight_sums):
    return sum(s / w for s, w in zip(weighted_sums, weight_sums) if w) / max(1, len(weighted_sums))


def repaired(weighted_sums, weight_sums):
    mass = sum(weight_sums)
    return 0.0 if mass == 0 else sum(weighted_sums) / mass


FIXTURES = [
    ("unequal weight mass", [2 * N, 12 * N], [N, 3 * N], 3.5),
    ("unit weights", [2 * N, 4 * N], [N, N], 3),
    ("one batch", [9 * N], [3 * N], 3),
    ("zero total weight", [0], [0], 0),
    ("empty", [], [], 0),
    ("zero loss", [0, 8 * N], [N, 3 * N], 2),
    ("three batches", [N, 6 * N, 8 * N], [1, 2, 4], 15 * N / 7),
]

summary = {}
for impl in (broken, mean_of_means, repaired):
    obs = []
    for label, s, w, expected in FIXTURES:
        actual = impl(s, w)
        obs.append({"check": label, "actual": actual, "expected": expected, "passed": actual == expected})
    summary[impl.__name__] = {
        "passed": sum(o["passed"] for o in obs),
        "total": len(obs),
        "failed_checks": [o["check"] for o in obs if not o["passed"]],
    }

print(json.dumps(summary, indent=2, sort_keys=True))
raise SystemExit(0 if summary["repaired"]["passed"] == len(FIXTURES) else 1)
