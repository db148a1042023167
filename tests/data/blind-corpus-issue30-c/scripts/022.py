"""Emit the reference-style observation document and validate its shape."""
import json
from typing import TypedDict


class Observation(TypedDict):
    check: str
    actual: float
    expected: float
    passed: bool


class Report(TypedDict):
    observations: list[Observation]
    passed: bool


def solve(weighted_sums: list[float], weight_sums: list[float]) -> float:
    mass = sum(weight_sums)
    if mass == 0:
        return 0.0
    return sum(weighted_sums) / mass


def build_report() -> Report:
    N = 1
    spec = [
        ("unequal weight mass", [2 * N, 12 * N], [N, 3 * N], 3.5),
        ("unit weights", [2 * N, 4 * N], [N, N], 3),
        ("one batch", [9 * N], [3 * N], 3),
        ("zero total weight", [0], [0], 0),
        ("empty", [], [], 0),
        ("zero loss", [0, 8 * N], [N, 3 * N], 2),
        ("three batches", [N, 6 * N, 8 * N], [1, 2, 4], 15 * N / 7),
    ]
    obs: list[Observation] = []
    for label, s, w, expected in spec:
        actual = solve(s, w)
        obs.append(Observation(check=label, actual=actual, expected=expected, passed=actual == expected))
    return Report(observations=obs, passed=all(o["passed"] for o in obs))


def validate(doc: object) -> list[str]:
    problems = []
    if not isinstance(doc, dict) or set(doc) != {"observations", "passed"}:
        return ["top level must be {observations, passed}"]
    if len(doc["observations"]) != 7:
        problems.append("expected 7 observations")
    for i, o in enumerate(doc["observations"]):
        if set(o) != {"check", "actual", "expected", "passed"}:
            problems.append(f"observation {i} has keys {sorted(o)}")
        if not isinstance(o.get("actual"), (int, float)) or isinstance(o.get("actual"), bool):
            problems.append(f"observation {i} actual is not numeric")
    if doc["passed"] != all(o["passed"] for o in doc["observations"]):
        problems.append("top-level passed disagrees with observations")
    return problems


if __name__ == "__main__":
    text = json.dumps(build_report(), ensure_ascii=False)
    print(text)
    round_tripped = json.loads(text)
    problems = validate(round_tripped)
    for p in problems:
        print("schema:", p)
    raise SystemExit(0 if round_tripped["passed"] and not problems else 1)
